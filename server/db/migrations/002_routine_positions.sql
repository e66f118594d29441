-- Positions stay a permutation 0..n-1 per user: renumber any duplicates left by earlier races, then
-- let the database refuse a second block at one position (checked at commit, so a reorder can swap).
UPDATE user_blocks u SET position = r.n - 1
  FROM (SELECT id, row_number() OVER (PARTITION BY user_id ORDER BY position, id) AS n FROM user_blocks) r
 WHERE u.id = r.id AND u.position <> r.n - 1;
DROP INDEX IF EXISTS user_blocks_user;
ALTER TABLE user_blocks
  ADD CONSTRAINT user_blocks_user_position UNIQUE (user_id, position) DEFERRABLE INITIALLY DEFERRED;
