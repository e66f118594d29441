-- The sign-in's OAuth tokens (SPEC §4's registration `oauth_credentials`) were stored and never read:
-- the calendar reads the tokens of its own integration (`integrations`), got when it is connected.
-- A secret nobody reads is only a liability: it is no longer kept.
ALTER TABLE profiles DROP COLUMN provider_token_enc, DROP COLUMN provider_refresh_token_enc;
