ALTER TABLE "clients" ADD COLUMN "banned_terms" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "preferred_terms" jsonb DEFAULT '[]'::jsonb NOT NULL;