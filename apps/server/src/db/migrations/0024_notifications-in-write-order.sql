-- Notes in the order they were written (decision record 0050): created_at ties within one
-- transaction (now()) and within one millisecond on PGlite, and ties used to fall to the random id.
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "seq" bigint;--> statement-breakpoint
-- The notes already written are numbered as they were ordered until now: (created_at, id).
UPDATE "notifications" n SET "seq" = o."seq"
FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS "seq" FROM "notifications") o
WHERE n."id" = o."id";--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY (sequence name "notifications_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
-- New notes continue after the last one numbered. Set as called (not "next is max + 1"), so the
-- value is one a backup reads (pg_sequences shows no last_value for a sequence never called).
SELECT setval('"notifications_seq_seq"', max("seq")) FROM "notifications" HAVING count(*) > 0;--> statement-breakpoint
CREATE INDEX "notifications_user_seq_idx" ON "notifications" USING btree ("user_id","seq");
