-- The wake-up call pipeline: each schedule's next call instant, a record per call with its attempts,
-- and the queue state those records carry (claimed with FOR UPDATE SKIP LOCKED by any process).

ALTER TABLE schedules
  ADD COLUMN next_call_at timestamptz,
  ADD COLUMN snooze_minutes integer,
  ADD COLUMN max_attempts integer;
CREATE INDEX schedules_next_call_at ON schedules (next_call_at) WHERE next_call_at IS NOT NULL;

-- The first local call time strictly after `after`, on one of `weekdays` (1 = Monday … 7 = Sunday), in
-- zone `tz`. DST-safe: a wall time that does not exist that day (spring forward) moves forward by the
-- gap; a repeated one (fall back) maps to one instant, so it is called once.
CREATE FUNCTION daybreak_next_call(call_time text, weekdays text, tz text, after timestamptz)
RETURNS timestamptz LANGUAGE plpgsql STABLE AS $$
DECLARE
  local_day date := (after AT TIME ZONE tz)::date;
  candidate timestamptz;
BEGIN
  FOR i IN 0..8 LOOP
    IF (',' || weekdays || ',') LIKE ('%,' || extract(isodow FROM local_day + i)::int || ',%') THEN
      candidate := ((local_day + i) + call_time::time) AT TIME ZONE tz;
      IF candidate > after THEN
        RETURN candidate;
      END IF;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;

-- The schedule's next call, or NULL when none will be placed (calls off, no weekday, no verified phone).
CREATE FUNCTION daybreak_plan(s schedules, after timestamptz) RETURNS timestamptz
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN s.enabled AND p.phone_verified AND p.phone_number <> ''
    THEN daybreak_next_call(s.call_time, s.weekdays, s.timezone, after) END
  FROM profiles p WHERE p.user_id = s.user_id
$$;

-- Recomputed by the database itself whenever the schedule, the phone or its verification changes, so
-- no writer can forget it.
CREATE FUNCTION daybreak_schedule_replan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.next_call_at := daybreak_plan(NEW, now());
  RETURN NEW;
END $$;
CREATE TRIGGER schedules_replan BEFORE INSERT OR UPDATE OF enabled, call_time, weekdays, timezone
  ON schedules FOR EACH ROW EXECUTE FUNCTION daybreak_schedule_replan();

CREATE FUNCTION daybreak_profile_replan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE schedules s SET next_call_at = daybreak_plan(s, now()) WHERE s.user_id = NEW.user_id;
  RETURN NULL;
END $$;
CREATE TRIGGER profiles_replan AFTER UPDATE OF phone_number, phone_verified ON profiles
  FOR EACH ROW WHEN (OLD.phone_number IS DISTINCT FROM NEW.phone_number
    OR OLD.phone_verified IS DISTINCT FROM NEW.phone_verified)
  EXECUTE FUNCTION daybreak_profile_replan();

UPDATE schedules s SET next_call_at = daybreak_plan(s, now());

-- One record per call (wake-up, test, verification). Active states carry the queue:
--   queued  → waiting for `run_at` (first attempt at the due time, then after each snooze or backoff)
--   placing → claimed by a worker until `run_at` (its lease; an expired lease is claimed again)
--   ringing → placed; `run_at` is when to give up waiting for the line's final status
-- Final states: confirmed, completed, missed (attempts used up), expired (over the grace when first
-- claimed), dead (placing kept failing: the dead letter).
CREATE TABLE call_records (
  id serial PRIMARY KEY,
  user_id text,
  kind text NOT NULL CHECK (kind IN ('wakeup', 'test', 'verification')),
  to_number text NOT NULL,
  due_at timestamptz NOT NULL,
  local_date text NOT NULL,
  -- Exactly once per user, kind and local date (wake-up calls; NULL for test and verification calls).
  dedupe_key text UNIQUE,
  status text NOT NULL DEFAULT 'queued',
  run_at timestamptz,
  voice_id text,
  snooze_minutes integer NOT NULL DEFAULT 5,
  max_attempts integer NOT NULL DEFAULT 3,
  attempts_made integer NOT NULL DEFAULT 0,
  failures integer NOT NULL DEFAULT 0,
  last_error text,
  confirmed boolean NOT NULL DEFAULT false,
  -- The words spoken (a verification code is masked), the blocks that said their fallback line, the audio.
  words text,
  fallbacks jsonb NOT NULL DEFAULT '[]',
  audio_key text,
  audio_type text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX call_records_runnable ON call_records (run_at)
  WHERE status IN ('queued', 'placing', 'ringing');
CREATE INDEX call_records_user ON call_records (user_id, id DESC);

CREATE TABLE call_attempts (
  id serial PRIMARY KEY,
  call_id integer NOT NULL REFERENCES call_records (id) ON DELETE CASCADE,
  number integer NOT NULL,
  provider_sid text,
  started_at timestamptz NOT NULL,
  answered_at timestamptz,
  ended_at timestamptz,
  -- completed, no-answer, busy, voicemail, failed (NULL while the call is in progress)
  outcome text,
  answered_by text,
  confirmed boolean NOT NULL DEFAULT false,
  error text,
  UNIQUE (call_id, number)
);

-- Outbound pacing shared by every process: each placement takes the next slot.
CREATE TABLE call_pacer (
  id integer PRIMARY KEY,
  next_slot timestamptz NOT NULL
);
INSERT INTO call_pacer (id, next_slot) VALUES (1, now());

-- The local phone line's log links to the call record and its audio.
ALTER TABLE calls ADD COLUMN call_id integer, ADD COLUMN audio_key text;
