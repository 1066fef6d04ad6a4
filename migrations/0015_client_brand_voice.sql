ALTER TABLE "clients" ADD COLUMN "brand_voice" jsonb;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "voice_style_guide" text;