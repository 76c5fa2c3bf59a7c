CREATE SEQUENCE "public"."chat_revisions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "chat_images" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"image" "bytea" NOT NULL,
	"thumb" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"message_seq" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_reactions" (
	"seq" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"emoji" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_reactions_seq_emoji_user_id_pk" PRIMARY KEY("seq","emoji","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_reads" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_read_seq" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"message_seq" bigint,
	"emoji" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_once_key" UNIQUE NULLS NOT DISTINCT("recipient_id","kind","actor_id","message_seq","emoji"),
	CONSTRAINT "notifications_kind_known" CHECK ("notifications"."kind" in ('mention', 'reply', 'reaction', 'follow')),
	CONSTRAINT "notifications_no_self" CHECK ("notifications"."recipient_id" <> "notifications"."actor_id")
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "revision" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "reply_to_seq" bigint;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "mentions" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "image_id" text;--> statement-breakpoint
ALTER TABLE "chat_images" ADD CONSTRAINT "chat_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_images" ADD CONSTRAINT "chat_images_message_seq_chat_messages_seq_fk" FOREIGN KEY ("message_seq") REFERENCES "public"."chat_messages"("seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reactions" ADD CONSTRAINT "chat_reactions_seq_chat_messages_seq_fk" FOREIGN KEY ("seq") REFERENCES "public"."chat_messages"("seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reactions" ADD CONSTRAINT "chat_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_message_seq_chat_messages_seq_fk" FOREIGN KEY ("message_seq") REFERENCES "public"."chat_messages"("seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_images_user_created_idx" ON "chat_images" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_images_message_key" ON "chat_images" USING btree ("message_seq");--> statement-breakpoint
CREATE INDEX "chat_reactions_user_idx" ON "chat_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_id_idx" ON "notifications" USING btree ("recipient_id","id");--> statement-breakpoint
CREATE INDEX "notifications_message_seq_idx" ON "notifications" USING btree ("message_seq");--> statement-breakpoint
CREATE INDEX "chat_messages_mentions_idx" ON "chat_messages" USING gin ("mentions") WHERE "chat_messages"."mentions" <> '{}'::uuid[];