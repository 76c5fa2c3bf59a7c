-- Issue 34, phase 2: replies, mentions, edits and images in private conversations; read
-- receipts; private messages and mentions in the bell (one "message" row per conversation).
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_once_key";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_known";--> statement-breakpoint
ALTER TABLE "chat_images" ADD COLUMN "conversation_seq" bigint;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "reply_to_seq" bigint;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "mentions" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_settings" ADD COLUMN "read_receipts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "conversation_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "conversation_seq" bigint;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_images" ADD CONSTRAINT "chat_images_conversation_seq_conversation_messages_seq_fk" FOREIGN KEY ("conversation_seq") REFERENCES "public"."conversation_messages"("seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_conversation_seq_conversation_messages_seq_fk" FOREIGN KEY ("conversation_seq") REFERENCES "public"."conversation_messages"("seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_images_conversation_message_key" ON "chat_images" USING btree ("conversation_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_conversation_key" ON "notifications" USING btree ("recipient_id","conversation_id") WHERE "notifications"."kind" = 'message';--> statement-breakpoint
CREATE INDEX "notifications_conversation_seq_idx" ON "notifications" USING btree ("conversation_seq");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_once_key" UNIQUE NULLS NOT DISTINCT("recipient_id","kind","actor_id","message_seq","conversation_seq","emoji");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_known" CHECK ("notifications"."kind" in ('mention', 'reply', 'reaction', 'follow', 'message'));