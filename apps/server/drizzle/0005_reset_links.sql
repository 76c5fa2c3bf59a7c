-- Several reset links may be pending for one user (product.md §12): the token is the key now.
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_token_hash_unique";--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_pkey";--> statement-breakpoint
ALTER TABLE "password_resets" ADD PRIMARY KEY ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_user_id_idx" ON "password_resets" USING btree ("user_id");
