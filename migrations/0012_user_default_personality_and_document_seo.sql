ALTER TABLE "documents" ADD COLUMN "focus_keyphrase" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "meta_description" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "default_personality_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_default_personality_id_personalities_id_fk" FOREIGN KEY ("default_personality_id") REFERENCES "public"."personalities"("id") ON DELETE set null ON UPDATE no action;