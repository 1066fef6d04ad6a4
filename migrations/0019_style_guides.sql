CREATE TABLE "workspace_style_rules" (
	"workspace_id" integer NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_style_rules_workspace_id_name_pk" PRIMARY KEY("workspace_id","name")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "style_guide" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "disabled_style_rules" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_style_rules" ADD CONSTRAINT "workspace_style_rules_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;