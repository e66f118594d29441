-- The keys pressed on an attempt, in order ("32": heard it again, then snoozed): the attempt list says
-- each one, not only whether 1 confirmed.
ALTER TABLE call_attempts ADD COLUMN keys text NOT NULL DEFAULT '';
