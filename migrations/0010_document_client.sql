ALTER TABLE "documents" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_client_id_index" ON "documents" USING btree ("client_id");--> statement-breakpoint
-- Documents already in a project belong to its client.
UPDATE "documents" SET "client_id" = "projects"."client_id" FROM "projects" WHERE "documents"."project_id" = "projects"."id";