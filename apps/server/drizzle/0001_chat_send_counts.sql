CREATE TABLE "chat_send_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"window_index" bigint NOT NULL,
	"sends" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_send_counts" ADD CONSTRAINT "chat_send_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;