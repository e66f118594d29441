-- What the user sees is what will ring: every profile has a schedule (the spec's defaults are in
-- effect from registration), the retry policy is stored, call states are one closed vocabulary, and
-- "is this user callable?" is one function the queue and the next-call answer both read.

-- The defaults a user saw but never saved were never in effect: make them real. These values are
-- SCHEDULE_DEFAULTS (src/core/constants.ts); tests/server/lifecycle.test.ts checks they agree.
INSERT INTO schedules (user_id, enabled, call_time, weekdays, timezone, voice_id)
SELECT p.user_id, true, '08:00', '1,2,3,4,5', p.timezone, '21m00Tcm4TlvDq8ikWAM'
  FROM profiles p WHERE NOT EXISTS (SELECT 1 FROM schedules s WHERE s.user_id = p.user_id);

UPDATE schedules SET snooze_minutes = 5 WHERE snooze_minutes IS NULL;
UPDATE schedules SET max_attempts = 3 WHERE max_attempts IS NULL;
ALTER TABLE schedules
  ALTER COLUMN snooze_minutes SET DEFAULT 5, ALTER COLUMN snooze_minutes SET NOT NULL,
  ALTER COLUMN max_attempts SET DEFAULT 3, ALTER COLUMN max_attempts SET NOT NULL;

-- The states of schemas/api/call-status.schema.json.
ALTER TABLE call_records ADD CONSTRAINT call_records_status CHECK (status IN
  ('queued', 'placing', 'ringing', 'confirmed', 'completed', 'missed', 'expired', 'stopped', 'dead'));

-- Why a user's wake-up call would not ring now (NULL: it will). The reasons are the next-call
-- answer's (schemas/api/calls-next.response.schema.json); the queue places only when this is NULL.
CREATE FUNCTION daybreak_call_blocker(uid text) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  s schedules;
  p profiles;
BEGIN
  SELECT * INTO p FROM profiles WHERE user_id = uid;
  IF NOT FOUND THEN RETURN 'no_schedule'; END IF;
  SELECT * INTO s FROM schedules WHERE user_id = uid;
  IF NOT FOUND THEN RETURN 'no_schedule'; END IF;
  IF NOT s.enabled THEN RETURN 'calls_off'; END IF;
  IF btrim(s.weekdays) = '' THEN RETURN 'no_weekday'; END IF;
  IF NOT (p.phone_verified AND coalesce(p.phone_number, '') <> '') THEN RETURN 'no_verified_phone'; END IF;
  IF NOT EXISTS (SELECT 1 FROM user_blocks b WHERE b.user_id = uid AND b.is_enabled) THEN
    RETURN 'empty_routine';
  END IF;
  RETURN NULL;
END $$;

-- The schedule's next ring time is now pure time (calls on and a weekday picked); whether the user
-- can be called is decided when it falls due, by daybreak_call_blocker, so the rule lives once.
CREATE OR REPLACE FUNCTION daybreak_plan(s schedules, after timestamptz) RETURNS timestamptz
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN s.enabled THEN daybreak_next_call(s.call_time, s.weekdays, s.timezone, after) END
$$;
DROP TRIGGER profiles_replan ON profiles;
DROP FUNCTION daybreak_profile_replan();
UPDATE schedules s SET next_call_at = daybreak_plan(s, now());
