-- The browser's locale at registration ("en-US", "en-GB", "ja-JP"): calls say times as its people
-- write them ("9:30 AM" to an American, "09:30" to a Briton).
ALTER TABLE profiles ADD COLUMN IF NOT EXISTS locale text NOT NULL DEFAULT 'en-US'
  CHECK (length(locale) BETWEEN 2 AND 35);
