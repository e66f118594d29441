-- Calls prepared ahead: a wake-up call is queued (and its words and audio made) up to 15 minutes
-- before it is due, so at the due time only dialling remains. A preparer holds a lease on the record
-- while it works; the record's dial time stays `run_at`.
ALTER TABLE call_records ADD COLUMN prepare_lease timestamptz;
CREATE INDEX call_records_unprepared ON call_records (due_at)
  WHERE status = 'queued' AND words IS NULL AND kind = 'wakeup';

-- What the user changes before the call is heard in it. A queued call never attempted belongs to the
-- schedule as it was: a new time, days, zone or calls off drop it (the schedule is planned again by
-- schedules_replan and queued anew); a new voice makes it speak again.
CREATE FUNCTION daybreak_schedule_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.enabled, OLD.call_time, OLD.weekdays, OLD.timezone)
     IS DISTINCT FROM (NEW.enabled, NEW.call_time, NEW.weekdays, NEW.timezone) THEN
    DELETE FROM call_records WHERE user_id = NEW.user_id AND kind = 'wakeup' AND status = 'queued'
      AND attempts_made = 0 AND failures = 0;
  ELSIF OLD.voice_id IS DISTINCT FROM NEW.voice_id THEN
    UPDATE call_records SET words = NULL, audio_key = NULL, audio_type = NULL, voice_id = NEW.voice_id
     WHERE user_id = NEW.user_id AND kind = 'wakeup' AND status = 'queued' AND attempts_made = 0;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER schedules_changed AFTER UPDATE ON schedules
  FOR EACH ROW EXECUTE FUNCTION daybreak_schedule_changed();

-- A routine changed (a block added, removed, reordered, configured, turned off): the call not yet
-- rung is prepared again from the routine as it now stands.
CREATE FUNCTION daybreak_routine_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE call_records SET words = NULL, audio_key = NULL, audio_type = NULL
   WHERE user_id = coalesce(NEW.user_id, OLD.user_id) AND kind = 'wakeup' AND status = 'queued'
     AND attempts_made = 0 AND words IS NOT NULL;
  RETURN NULL;
END $$;
CREATE TRIGGER user_blocks_changed AFTER INSERT OR UPDATE OR DELETE ON user_blocks
  FOR EACH ROW EXECUTE FUNCTION daybreak_routine_changed();
