-- The Calls history lists calls in the order of the times it shows (each call's due time, newest
-- first): a wake-up call is recorded when it is queued ahead of its time, so a test call placed in
-- between has a later id but an earlier time. This index serves that order, page by page.
CREATE INDEX IF NOT EXISTS call_records_user_due ON call_records (user_id, due_at DESC, id DESC);
