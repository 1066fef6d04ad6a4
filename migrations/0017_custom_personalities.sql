CREATE SEQUENCE "public"."personalities_custom_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
ALTER TABLE "personalities" ADD COLUMN "workspace_id" integer;--> statement-breakpoint
ALTER TABLE "personalities" ADD COLUMN "sample_text" text;--> statement-breakpoint
ALTER TABLE "personalities" ADD CONSTRAINT "personalities_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personalities_workspace_id_index" ON "personalities" USING btree ("workspace_id");