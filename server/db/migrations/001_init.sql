-- Daybreak's tables. Every row of user data carries the owner's user id (the JWT's sub).

CREATE TABLE profiles (
  user_id text PRIMARY KEY,
  email text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  phone_number text NOT NULL DEFAULT '',
  phone_verified boolean NOT NULL DEFAULT false,
  zip_code text NOT NULL DEFAULT '',
  timezone text NOT NULL DEFAULT 'America/New_York',
  auth_provider text NOT NULL DEFAULT 'google',
  provider_token_enc text,
  provider_refresh_token_enc text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE available_blocks (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  icon text NOT NULL DEFAULT '',
  requires_integration boolean NOT NULL DEFAULT false,
  integration_type text,
  default_settings jsonb NOT NULL DEFAULT '{}',
  fields jsonb NOT NULL DEFAULT '[]',
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE user_blocks (
  id serial PRIMARY KEY,
  user_id text NOT NULL REFERENCES profiles (user_id) ON DELETE CASCADE,
  block_id text NOT NULL REFERENCES available_blocks (id),
  settings jsonb NOT NULL DEFAULT '{}',
  position integer NOT NULL,
  is_enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_blocks_user ON user_blocks (user_id, position);

CREATE TABLE schedules (
  user_id text PRIMARY KEY REFERENCES profiles (user_id) ON DELETE CASCADE,
  enabled boolean NOT NULL,
  call_time text NOT NULL,
  weekdays text NOT NULL,
  timezone text NOT NULL,
  voice_id text NOT NULL,
  last_called_on text
);

CREATE TABLE integrations (
  user_id text NOT NULL REFERENCES profiles (user_id) ON DELETE CASCADE,
  provider text NOT NULL,
  is_active boolean NOT NULL DEFAULT false,
  last_sync timestamptz,
  access_token_enc text,
  refresh_token_enc text,
  PRIMARY KEY (user_id, provider)
);

-- The local phone line's record of every call it "placed".
CREATE TABLE calls (
  id serial PRIMARY KEY,
  user_id text,
  to_number text NOT NULL,
  kind text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX calls_user ON calls (user_id, id);

CREATE TABLE phone_verifications (
  id serial PRIMARY KEY,
  user_id text NOT NULL,
  phone_number text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts_left integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX phone_verifications_user ON phone_verifications (user_id, id);

-- Sliding-window rate limits (phone verification sends per number and per client address).
CREATE TABLE rate_events (
  id serial PRIMARY KEY,
  bucket text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_events_bucket ON rate_events (bucket, created_at);

-- Local sign-in emulator (local mode only).
CREATE TABLE auth_users (
  id uuid PRIMARY KEY,
  email text NOT NULL UNIQUE,
  name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE auth_refresh_tokens (
  token text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES auth_users (id),
  session_id uuid NOT NULL,
  revoked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE auth_codes (
  code text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES auth_users (id),
  code_challenge text NOT NULL,
  used boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Keys and secrets generated once in local mode (signing key, token encryption key).
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);
