-- Local sign-in emulator: sessions ended by logout or by refresh-token reuse. Their access tokens are
-- refused even before they expire.
CREATE TABLE auth_revoked_sessions (
  session_id uuid PRIMARY KEY,
  revoked_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_refresh_tokens_session ON auth_refresh_tokens (session_id);
