-- The sentences many calls share (the frame, a city's weather, a sign's horoscope, the word of the
-- day), synthesized once per engine, voice and text and kept in the audio store under a key made of
-- those: when each was last used, so the retention sweep lets go of the ones no call has needed for
-- AUDIO_RETENTION_DAYS. Nothing personal is ever a shared sentence (a name, a calendar).
CREATE TABLE IF NOT EXISTS audio_segments (
  key text PRIMARY KEY CHECK (key ~ '^segment-[0-9a-f]+\.(wav|mp3)$'),
  used_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS audio_segments_used_at ON audio_segments (used_at);
