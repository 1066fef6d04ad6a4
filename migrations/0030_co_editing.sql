CREATE TABLE "collab_presence" (
	"socket_id" text NOT NULL,
	"document_id" integer NOT NULL,
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"instance_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collab_presence_socket_id_document_id_pk" PRIMARY KEY("socket_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "document_updates" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_updates_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"workspace_id" integer NOT NULL,
	"update" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collab_presence" ADD CONSTRAINT "collab_presence_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_presence" ADD CONSTRAINT "collab_presence_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_presence" ADD CONSTRAINT "collab_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_updates" ADD CONSTRAINT "document_updates_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_updates" ADD CONSTRAINT "document_updates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collab_presence_workspace_id_document_id_index" ON "collab_presence" USING btree ("workspace_id","document_id");--> statement-breakpoint
CREATE INDEX "collab_presence_instance_id_index" ON "collab_presence" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "document_updates_document_seq" ON "document_updates" USING btree ("document_id","seq");--> statement-breakpoint
CREATE INDEX "document_updates_workspace_id_index" ON "document_updates" USING btree ("workspace_id");