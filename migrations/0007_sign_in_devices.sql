CREATE TABLE "sign_in_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_devices" ADD CONSTRAINT "sign_in_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_devices_user_id_index" ON "sign_in_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_devices_last_sign_in_at_index" ON "sign_in_devices" USING btree ("last_sign_in_at");