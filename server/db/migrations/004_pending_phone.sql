-- A changed phone number waits here until it is verified; the verified number keeps getting calls.
ALTER TABLE profiles ADD COLUMN pending_phone_number text;
