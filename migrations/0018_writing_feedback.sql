CREATE TABLE "workspace_dictionary_words" (
	"workspace_id" integer NOT NULL,
	"word" text NOT NULL,
	"word_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_dictionary_words_workspace_id_word_key_pk" PRIMARY KEY("workspace_id","word_key")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "ignored_findings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "feedback" jsonb;--> statement-breakpoint
ALTER TABLE "workspace_dictionary_words" ADD CONSTRAINT "workspace_dictionary_words_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;