ALTER TABLE "notifications" ALTER COLUMN "thread_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "comment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "review_link_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "review_decision" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_review_link_id_review_links_id_fk" FOREIGN KEY ("review_link_id") REFERENCES "public"."review_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_review_link_id_index" ON "notifications" USING btree ("review_link_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_fields" CHECK (("notifications"."kind" = 'mention' AND "notifications"."thread_id" IS NOT NULL AND "notifications"."comment_id" IS NOT NULL) OR ("notifications"."kind" = 'review-decision' AND "notifications"."review_link_id" IS NOT NULL AND "notifications"."review_decision" IS NOT NULL));