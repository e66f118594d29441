-- One test call at a time per user: a second one while the first is queued, placing or ringing is
-- refused (409), so two test calls never ring at once. Any such pair left from before ends the older.
UPDATE call_records c SET status = 'missed', last_error = 'Replaced by a newer test call'
 WHERE c.kind = 'test' AND c.status IN ('queued', 'placing', 'ringing')
   AND EXISTS (SELECT 1 FROM call_records n
                WHERE n.user_id = c.user_id AND n.kind = 'test' AND n.id > c.id
                  AND n.status IN ('queued', 'placing', 'ringing'));
CREATE UNIQUE INDEX call_records_one_live_test_call ON call_records (user_id)
  WHERE kind = 'test' AND status IN ('queued', 'placing', 'ringing');
