-- A schedule that fits a life (issue 35): a time per weekday, skipped mornings, a pause, one-off
-- calls. One planner, here, decides from all of them; the queue, GET /api/calls/next/ and every
-- screen read what it decides.
--
-- What each means:
--   day_times    {"6": "09:30"}: the regular call's time on that weekday (1 = Monday), else call_time
--   skip_dates   local dates whose regular call does not ring
--   pause_from / pause_until   local dates (inclusive) with no regular call; calls resume the day after
--   one_off      [{"date": "2026-12-02", "time": "05:15"}]: extra calls on dates of their own, whatever
--                the weekdays, skips or pause say (an explicit call is kept; remove it to drop it)
-- Exactly-once is keyed by the planned call: the regular call by user and local date (one a day: a
-- time moved later on a day whose call was made moves the next call to the next day), a one-off call
-- by its own date and time (it rings beside the day's regular call).
ALTER TABLE schedules
  ADD COLUMN day_times jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN skip_dates date[] NOT NULL DEFAULT '{}',
  ADD COLUMN pause_from date,
  ADD COLUMN pause_until date,
  ADD COLUMN one_off jsonb NOT NULL DEFAULT '[]',
  ADD CONSTRAINT schedules_pause CHECK (
    (pause_from IS NULL) = (pause_until IS NULL) AND (pause_from IS NULL OR pause_from <= pause_until));

-- The regular call's wall time on local date `day`, or NULL when `day` is not one of the weekdays.
CREATE FUNCTION daybreak_day_time(s schedules, day date) RETURNS time LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN (',' || s.weekdays || ',') LIKE ('%,' || extract(isodow FROM day)::int || ',%')
    THEN coalesce(s.day_times ->> extract(isodow FROM day)::int::text, s.call_time)::time END
$$;

-- A planned call's record is past waiting for its first attempt (made, ringing, retrying or ended):
-- the planner looks beyond it. A record still waiting is the plan's own and may be replaced.
CREATE FUNCTION daybreak_call_taken(key text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM call_records c WHERE c.dedupe_key = key
                    AND NOT (c.status = 'queued' AND c.attempts_made = 0))
$$;

-- The regular call's key on a local date.
CREATE FUNCTION daybreak_day_key(s schedules, day date) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT s.user_id || ':wakeup:' || to_char(day, 'YYYY-MM-DD')
$$;

-- The schedule's one-off calls: each one's instant (DST-safe like the regular call's) and key.
CREATE FUNCTION daybreak_one_offs(s schedules) RETURNS TABLE (at timestamptz, key text)
LANGUAGE sql STABLE AS $$
  SELECT ((o ->> 'date')::date + (o ->> 'time')::time) AT TIME ZONE s.timezone,
         s.user_id || ':wakeup:' || (o ->> 'date') || 'T' || (o ->> 'time')
    FROM jsonb_array_elements(s.one_off) o
$$;

-- The first regular call strictly after `after` whose day has not had its call. With `honour`, a
-- skipped or paused day is passed over; without, it is not (what the next-call line says is skipped).
-- DST-safe: a wall time that does not exist that day (spring forward) rings at the first minute after
-- the gap; a repeated one (fall back) maps to one instant, so it rings once.
CREATE FUNCTION daybreak_next_regular(s schedules, after timestamptz, honour boolean)
RETURNS timestamptz LANGUAGE plpgsql STABLE AS $$
DECLARE
  day date := (after AT TIME ZONE s.timezone)::date;
  wall time;
  candidate timestamptz;
BEGIN
  IF btrim(s.weekdays) = '' THEN
    RETURN NULL;
  END IF;
  -- Seven days find a weekday; each skipped date costs at most a week more; a pause is one jump.
  FOR i IN 0..(8 + 7 * (coalesce(array_length(s.skip_dates, 1), 0) + 1)) LOOP
    IF honour AND s.pause_from IS NOT NULL AND day BETWEEN s.pause_from AND s.pause_until THEN
      day := s.pause_until + 1;
      CONTINUE;
    END IF;
    wall := daybreak_day_time(s, day);
    IF wall IS NOT NULL AND NOT (honour AND day = ANY (s.skip_dates)) THEN
      candidate := (day + wall) AT TIME ZONE s.timezone;
      IF candidate > after AND NOT daybreak_call_taken(daybreak_day_key(s, day)) THEN
        RETURN candidate;
      END IF;
    END IF;
    day := day + 1;
  END LOOP;
  RETURN NULL;
END $$;

-- The first one-off call strictly after `after` not yet made.
CREATE FUNCTION daybreak_next_one_off(s schedules, after timestamptz) RETURNS timestamptz
LANGUAGE sql STABLE AS $$
  SELECT min(o.at) FROM daybreak_one_offs(s) o WHERE o.at > after AND NOT daybreak_call_taken(o.key)
$$;

-- The schedule's next call (NULL: calls off, or nothing planned): the earlier of the next regular
-- call and the next one-off call. Whether the user can be called is daybreak_call_blocker's.
CREATE OR REPLACE FUNCTION daybreak_plan(s schedules, after timestamptz) RETURNS timestamptz
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN s.enabled
    THEN least(daybreak_next_regular(s, after, true), daybreak_next_one_off(s, after)) END
$$;

-- The key of the call planned at `at`: a one-off call's own, else the regular call's of that day.
CREATE FUNCTION daybreak_call_key(s schedules, at timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT o.key FROM daybreak_one_offs(s) o WHERE o.at = daybreak_call_key.at ORDER BY o.key LIMIT 1),
    daybreak_day_key(s, (at AT TIME ZONE s.timezone)::date))
$$;

-- Whether the call keyed `key` (due at `due`) is still in the plan: a one-off still listed, or a
-- regular day neither skipped nor paused. A call queued before a skip arrived is dropped, not rung.
CREATE FUNCTION daybreak_still_planned(uid text, key text, due timestamptz) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT CASE
      WHEN EXISTS (SELECT 1 FROM daybreak_one_offs(s) o WHERE o.key = daybreak_still_planned.key)
        THEN true
      WHEN key = daybreak_day_key(s, (due AT TIME ZONE s.timezone)::date)
        THEN NOT ((due AT TIME ZONE s.timezone)::date = ANY (s.skip_dates)
                  OR (due AT TIME ZONE s.timezone)::date BETWEEN s.pause_from AND s.pause_until)
             IS TRUE
      ELSE false
    END FROM schedules s WHERE s.user_id = uid), false)
$$;

-- No weekday picked blocks the regular calls, not one-off calls.
CREATE OR REPLACE FUNCTION daybreak_call_blocker(uid text) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  s schedules;
  p profiles;
BEGIN
  SELECT * INTO p FROM profiles WHERE user_id = uid;
  IF NOT FOUND THEN RETURN 'no_schedule'; END IF;
  SELECT * INTO s FROM schedules WHERE user_id = uid;
  IF NOT FOUND THEN RETURN 'no_schedule'; END IF;
  IF NOT s.enabled THEN RETURN 'calls_off'; END IF;
  IF btrim(s.weekdays) = '' AND jsonb_array_length(s.one_off) = 0 THEN RETURN 'no_weekday'; END IF;
  IF NOT (p.phone_verified AND coalesce(p.phone_number, '') <> '') THEN RETURN 'no_verified_phone'; END IF;
  IF NOT EXISTS (SELECT 1 FROM user_blocks b WHERE b.user_id = uid AND b.is_enabled) THEN
    RETURN 'empty_routine';
  END IF;
  RETURN NULL;
END $$;

-- Every part of the plan replans and drops a call queued but not yet attempted (it is queued anew if
-- still planned); a new voice makes it speak again.
DROP TRIGGER schedules_replan ON schedules;
CREATE TRIGGER schedules_replan BEFORE INSERT OR UPDATE OF enabled, call_time, weekdays, timezone,
  day_times, skip_dates, pause_from, pause_until, one_off
  ON schedules FOR EACH ROW EXECUTE FUNCTION daybreak_schedule_replan();

CREATE OR REPLACE FUNCTION daybreak_schedule_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.enabled, OLD.call_time, OLD.weekdays, OLD.timezone, OLD.day_times, OLD.skip_dates,
      OLD.pause_from, OLD.pause_until, OLD.one_off)
     IS DISTINCT FROM (NEW.enabled, NEW.call_time, NEW.weekdays, NEW.timezone, NEW.day_times,
      NEW.skip_dates, NEW.pause_from, NEW.pause_until, NEW.one_off) THEN
    WITH dropped AS (
      DELETE FROM call_records WHERE user_id = NEW.user_id AND kind = 'wakeup' AND status = 'queued'
        AND attempts_made = 0 AND failures = 0 RETURNING audio_key)
    INSERT INTO audio_trash (key) SELECT audio_key FROM dropped WHERE audio_key IS NOT NULL
      ON CONFLICT DO NOTHING;
  ELSIF OLD.voice_id IS DISTINCT FROM NEW.voice_id THEN
    WITH prev AS (
      SELECT id, audio_key FROM call_records WHERE user_id = NEW.user_id AND kind = 'wakeup'
        AND status = 'queued' AND attempts_made = 0 FOR UPDATE),
    reset AS (
      UPDATE call_records c SET words = NULL, audio_key = NULL, audio_type = NULL,
             voice_id = NEW.voice_id FROM prev WHERE c.id = prev.id RETURNING prev.audio_key)
    INSERT INTO audio_trash (key) SELECT audio_key FROM reset WHERE audio_key IS NOT NULL
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
