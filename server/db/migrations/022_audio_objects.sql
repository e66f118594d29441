-- Call audio kept in the database itself when it is a Postgres server and no bucket is configured:
-- every process serving this database finds every call's audio, with nothing more to run. The
-- retention sweep deletes rows as it deletes files or bucket objects.
CREATE TABLE IF NOT EXISTS audio_objects (
  key text PRIMARY KEY CHECK (key ~ '^[A-Za-z0-9_-]+\.(wav|mp3)$'),
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
