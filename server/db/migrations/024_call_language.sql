-- The language a user's calls speak (BCP 47 primary subtag, schemas/call-language.schema.json): set at
-- registration from the browser's locale when it is one of them, else English; changed in the profile.
ALTER TABLE profiles ADD COLUMN IF NOT EXISTS language text NOT NULL DEFAULT 'en'
  CHECK (language IN ('en', 'fr', 'es', 'de', 'ja', 'zh'));
-- Existing profiles keep English, the language their calls have spoken so far.
-- The language a call's words were made in: Calls, Hear my call and the line say its prompts in it,
-- even after the profile's language changes.
ALTER TABLE call_records ADD COLUMN IF NOT EXISTS language text NOT NULL DEFAULT 'en'
  CHECK (language IN ('en', 'fr', 'es', 'de', 'ja', 'zh'));
