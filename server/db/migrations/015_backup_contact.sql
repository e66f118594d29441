-- Someone who knows: one backup contact per user, told by text when a morning ends without the user
-- confirming, once its owner agreed on a consent call.
CREATE TABLE backup_contacts (
  user_id text PRIMARY KEY REFERENCES profiles (user_id) ON DELETE CASCADE,
  name text NOT NULL,
  phone_number text NOT NULL,
  -- pending until the consent call's 1 (agreed) or 9 (declined, and never asked again by anyone).
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'agreed', 'declined')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX backup_contacts_number ON backup_contacts (phone_number);

-- Numbers whose owners pressed 9 (or texted STOP): no user may have them called or texted again.
CREATE TABLE backup_never (
  phone_number text PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now()
);

-- The text for a morning that failed: one per wake-up call (its key), sent at most once.
CREATE TABLE backup_alerts (
  call_id integer PRIMARY KEY REFERENCES call_records (id) ON DELETE CASCADE,
  user_id text NOT NULL,
  name text NOT NULL,
  to_number text NOT NULL,
  body text NOT NULL,
  sent_at timestamptz,
  error text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The consent call is a call like the others, recorded with its user.
ALTER TABLE call_records DROP CONSTRAINT call_records_kind_check;
ALTER TABLE call_records ADD CONSTRAINT call_records_kind_check
  CHECK (kind IN ('wakeup', 'test', 'verification', 'consent'));

-- The local line's log holds texts beside calls.
ALTER TABLE calls ADD COLUMN channel text NOT NULL DEFAULT 'voice' CHECK (channel IN ('voice', 'sms'));
