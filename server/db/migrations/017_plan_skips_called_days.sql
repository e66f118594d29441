-- The next call is on a day that will ring: a local date that already has its wake-up call (made,
-- ringing, retrying or ended — one per user and local date) is skipped; only a record still waiting
-- for its first attempt is replaced by the new plan. Before, moving the time later on a day already
-- called promised a second call that day that the queue would never place.
CREATE OR REPLACE FUNCTION daybreak_plan(s schedules, after timestamptz) RETURNS timestamptz
LANGUAGE plpgsql STABLE AS $$
DECLARE
  candidate timestamptz := after;
BEGIN
  IF NOT s.enabled THEN
    RETURN NULL;
  END IF;
  FOR i IN 0..8 LOOP
    candidate := daybreak_next_call(s.call_time, s.weekdays, s.timezone, candidate);
    IF candidate IS NULL THEN
      RETURN NULL;
    END IF;
    IF NOT EXISTS (
      SELECT 1 FROM call_records c
       WHERE c.dedupe_key = s.user_id || ':wakeup:' || to_char(candidate AT TIME ZONE s.timezone, 'YYYY-MM-DD')
         AND NOT (c.status = 'queued' AND c.attempts_made = 0)
    ) THEN
      RETURN candidate;
    END IF;
    -- That day has its call: look from the end of it.
    candidate := ((candidate AT TIME ZONE s.timezone)::date + 1)::timestamp AT TIME ZONE s.timezone
      - interval '1 microsecond';
  END LOOP;
  RETURN NULL;
END $$;
