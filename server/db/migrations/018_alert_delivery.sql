-- What the carrier said of a backup contact's text (Twilio's status callback): sent, delivered,
-- undelivered or failed. Calls says when a text did not reach them.
ALTER TABLE backup_alerts ADD COLUMN delivery text;
