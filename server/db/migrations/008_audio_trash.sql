-- Audio a trigger lets go of (a prepared call dropped or made again) waits here for the retention
-- sweep to delete the file: nothing in the store is left that no row names.
CREATE TABLE audio_trash (
  key text PRIMARY KEY,
  trashed_at timestamptz NOT NULL DEFAULT now()
);

CREATE OR REPLACE FUNCTION daybreak_schedule_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.enabled, OLD.call_time, OLD.weekdays, OLD.timezone)
     IS DISTINCT FROM (NEW.enabled, NEW.call_time, NEW.weekdays, NEW.timezone) THEN
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

CREATE OR REPLACE FUNCTION daybreak_routine_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH prev AS (
    SELECT id, audio_key FROM call_records
     WHERE user_id = coalesce(NEW.user_id, OLD.user_id) AND kind = 'wakeup' AND status = 'queued'
       AND attempts_made = 0 AND words IS NOT NULL FOR UPDATE),
  reset AS (
    UPDATE call_records c SET words = NULL, audio_key = NULL, audio_type = NULL
      FROM prev WHERE c.id = prev.id RETURNING prev.audio_key)
  INSERT INTO audio_trash (key) SELECT audio_key FROM reset WHERE audio_key IS NOT NULL
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
