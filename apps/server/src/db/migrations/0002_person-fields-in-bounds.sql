-- A person's name is 1-100 characters after trimming and a photo is an http(s) address of at most
-- 1000 characters or one of this server's images (issue 16). Rows written before that rule held
-- are brought within it: names trimmed and cut, other photos dropped.
UPDATE "user" SET "name" = left(btrim("name"), 100)
WHERE "name" <> btrim("name") OR char_length("name") > 100;
--> statement-breakpoint
UPDATE "user" SET "name" = 'User' WHERE "name" = '';
--> statement-breakpoint
UPDATE "user" SET "image" = NULL
WHERE "image" IS NOT NULL
  AND (char_length("image") > 1000
    OR ("image" !~* '^https?://[^/?#]' AND "image" !~ '^/api/images/[0-9a-f]{64}\.webp$'));
