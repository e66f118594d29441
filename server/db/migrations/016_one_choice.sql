-- One choice at a time on a call of the local line: a request claims the call while its choice is
-- taken (an atomic UPDATE, so it holds across processes); a second one at the same time gets 409.
ALTER TABLE calls ADD COLUMN choosing boolean NOT NULL DEFAULT false;
