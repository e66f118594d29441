-- When the line reported an attempt ringing: an attempt a machine took within seconds of it (or with
-- no ringing at all) went to voicemail without ringing, a phone silencing unknown callers.
ALTER TABLE call_attempts ADD COLUMN rang_at timestamptz;
