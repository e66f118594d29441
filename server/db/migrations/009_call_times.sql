-- A record's times, one meaning each (they were one overloaded `run_at`):
--   dial_at      queued:  when its next attempt is dialled (the due time, then after a snooze or backoff)
--   lease_until  placing: the dialling lease of the worker that claimed it (lapsed: claimed again)
--   give_up_at   ringing: when to stop waiting for the line's final status
-- Each is set exactly while the record is in its state (CHECK), so a reader never guesses.
ALTER TABLE call_records RENAME COLUMN run_at TO dial_at;
ALTER TABLE call_records ADD COLUMN lease_until timestamptz, ADD COLUMN give_up_at timestamptz;
UPDATE call_records SET lease_until = coalesce(dial_at, now()), dial_at = NULL WHERE status = 'placing';
UPDATE call_records SET give_up_at = coalesce(dial_at, now()), dial_at = NULL WHERE status = 'ringing';
UPDATE call_records SET dial_at = coalesce(dial_at, due_at) WHERE status = 'queued';
UPDATE call_records SET dial_at = NULL WHERE status NOT IN ('queued', 'placing', 'ringing');
ALTER TABLE call_records ADD CONSTRAINT call_records_times CHECK (
  (dial_at IS NOT NULL) = (status = 'queued')
  AND (lease_until IS NOT NULL) = (status = 'placing')
  AND (give_up_at IS NOT NULL) = (status = 'ringing'));
DROP INDEX call_records_runnable;
CREATE INDEX call_records_dial ON call_records (dial_at) WHERE status = 'queued';
CREATE INDEX call_records_lease ON call_records (lease_until) WHERE status = 'placing';
CREATE INDEX call_records_give_up ON call_records (give_up_at) WHERE status = 'ringing';
