-- The room is a conversation (ADR 0043): one `room` row that everyone belongs to, its messages,
-- reactions, images, read positions and notifications moved into the conversations' tables,
-- nothing lost. The room's messages keep their seq (the web's stored copies, read positions,
-- reports and notifications name them by it); private messages, younger and fewer, move above
-- the room's last seq, with everything that names theirs.
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_kind_known";--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_kind_known" CHECK ("conversations"."kind" in ('direct', 'group', 'room'));--> statement-breakpoint
ALTER TABLE "conversation_members" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "image_id" text;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "conversations" ("id", "kind") VALUES ('00000000-0000-0000-0000-000000000001', 'room');--> statement-breakpoint
-- Every seq the room ever gave out, even one whose message went with its account.
CREATE TABLE "room_move" AS SELECT greatest(
  (SELECT coalesce(max("seq"), 0) FROM "chat_messages"),
  (SELECT "last_value" FROM "chat_messages_seq_seq")) AS "shift";--> statement-breakpoint
ALTER TABLE "conversation_reactions" DROP CONSTRAINT "conversation_reactions_seq_conversation_messages_seq_fk";--> statement-breakpoint
ALTER TABLE "chat_images" DROP CONSTRAINT "chat_images_conversation_seq_conversation_messages_seq_fk";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_conversation_seq_conversation_messages_seq_fk";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_message_seq_chat_messages_seq_fk";--> statement-breakpoint
-- Each unique seq column moves through the negatives, so no row meets another on the way.
UPDATE "conversation_messages" SET "seq" = -"seq";--> statement-breakpoint
UPDATE "conversation_messages" SET "seq" = -"seq" + (SELECT "shift" FROM "room_move"),
  "reply_to_seq" = "reply_to_seq" + (SELECT "shift" FROM "room_move");--> statement-breakpoint
UPDATE "conversation_reactions" SET "seq" = -"seq";--> statement-breakpoint
UPDATE "conversation_reactions" SET "seq" = -"seq" + (SELECT "shift" FROM "room_move");--> statement-breakpoint
UPDATE "chat_images" SET "conversation_seq" = -"conversation_seq" WHERE "conversation_seq" IS NOT NULL;--> statement-breakpoint
UPDATE "chat_images" SET "conversation_seq" = -"conversation_seq" + (SELECT "shift" FROM "room_move") WHERE "conversation_seq" IS NOT NULL;--> statement-breakpoint
UPDATE "notifications" SET "conversation_seq" = -"conversation_seq" WHERE "conversation_seq" IS NOT NULL;--> statement-breakpoint
UPDATE "notifications" SET "conversation_seq" = -"conversation_seq" + (SELECT "shift" FROM "room_move") WHERE "conversation_seq" IS NOT NULL;--> statement-breakpoint
UPDATE "conversation_members" SET "last_read_seq" = "last_read_seq" + (SELECT "shift" FROM "room_move") WHERE "last_read_seq" > 0;--> statement-breakpoint
-- A report of a private message keeps its seq and its context's.
UPDATE "reports" SET "snapshot" = jsonb_set("snapshot", '{seq}', to_jsonb(("snapshot"->>'seq')::bigint + (SELECT "shift" FROM "room_move")))
  || CASE WHEN jsonb_typeof("snapshot"->'context') = 'array' THEN jsonb_build_object('context', coalesce((
    SELECT jsonb_agg(jsonb_set(e.c, '{seq}', to_jsonb((e.c->>'seq')::bigint + (SELECT "shift" FROM "room_move"))) ORDER BY e.i)
    FROM jsonb_array_elements("snapshot"->'context') WITH ORDINALITY AS e(c, i)), '[]'::jsonb)) ELSE '{}'::jsonb END
  WHERE "kind" = 'message' AND "snapshot" ? 'conversationId' AND "snapshot" ? 'seq';--> statement-breakpoint
INSERT INTO "conversation_messages" ("seq", "conversation_id", "message_id", "user_id", "text", "created_at", "deleted_at", "deleted_by", "revision", "reply_to_seq", "mentions", "edited_at", "image_id")
  SELECT "seq", '00000000-0000-0000-0000-000000000001', "message_id", "user_id", "text", "created_at", "deleted_at", "deleted_by", "revision", "reply_to_seq", "mentions", "edited_at", "image_id"
  FROM "chat_messages";--> statement-breakpoint
INSERT INTO "conversation_reactions" ("seq", "user_id", "emoji", "created_at")
  SELECT "seq", "user_id", "emoji", "created_at" FROM "chat_reactions";--> statement-breakpoint
UPDATE "chat_images" SET "conversation_seq" = "message_seq" WHERE "message_seq" IS NOT NULL;--> statement-breakpoint
INSERT INTO "conversation_members" ("conversation_id", "user_id", "status", "last_read_seq", "read_at", "activity", "joined_at")
  SELECT '00000000-0000-0000-0000-000000000001', "user_id", 'accepted', "last_read_seq", "updated_at", 0, "updated_at"
  FROM "chat_reads";--> statement-breakpoint
SELECT setval('conversation_messages_seq_seq', greatest(
  (SELECT coalesce(max("seq"), 0) FROM "conversation_messages"),
  (SELECT "shift" FROM "room_move"), 1));--> statement-breakpoint
ALTER TABLE "conversation_reactions" ADD CONSTRAINT "conversation_reactions_seq_conversation_messages_seq_fk" FOREIGN KEY ("seq") REFERENCES "public"."conversation_messages"("seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_images" ADD CONSTRAINT "chat_images_conversation_seq_conversation_messages_seq_fk" FOREIGN KEY ("conversation_seq") REFERENCES "public"."conversation_messages"("seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_conversation_seq_conversation_messages_seq_fk" FOREIGN KEY ("conversation_seq") REFERENCES "public"."conversation_messages"("seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_message_seq_conversation_messages_seq_fk" FOREIGN KEY ("message_seq") REFERENCES "public"."conversation_messages"("seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_mentions_idx" ON "conversation_messages" USING gin ("mentions") WHERE "conversation_messages"."mentions" <> '{}'::uuid[];--> statement-breakpoint
DROP INDEX "chat_images_message_key";--> statement-breakpoint
ALTER TABLE "chat_images" DROP COLUMN "message_seq";--> statement-breakpoint
DROP TABLE "chat_reads";--> statement-breakpoint
DROP TABLE "chat_reactions";--> statement-breakpoint
DROP TABLE "chat_messages";--> statement-breakpoint
DROP TABLE "room_move";--> statement-breakpoint
-- The planner's view of the tables just filled (PGlite has no autovacuum to do it).
ANALYZE "conversation_messages";--> statement-breakpoint
ANALYZE "conversation_members";
