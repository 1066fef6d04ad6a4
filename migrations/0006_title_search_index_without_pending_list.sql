-- Title search without GIN's pending list: see the comment on documents_title_trgm in schema.ts.
DROP INDEX "documents_title_trgm";--> statement-breakpoint
CREATE INDEX "documents_title_trgm" ON "documents" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);