-- Drafts and publishing (content_publications: content without a row is published, so today's content stays live),
-- presence heartbeats, versions of sections/modules for stale-write 409s, and go-live/take-down times.
CREATE TABLE "content_publications" (
	"content_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"has_draft" boolean DEFAULT false NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"modules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" integer,
	"draft_updated_at" timestamp with time zone,
	"draft_updated_by" integer,
	CONSTRAINT "content_publications_content_type_object_id_pk" PRIMARY KEY("content_type","object_id")
);
--> statement-breakpoint
CREATE TABLE "editor_presence" (
	"editor_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editor_presence_editor_id_content_type_object_id_pk" PRIMARY KEY("editor_id","content_type","object_id")
);
--> statement-breakpoint
ALTER TABLE "container_sections" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "container_sections" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_publications" ADD CONSTRAINT "content_publications_published_by_editors_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."editors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_publications" ADD CONSTRAINT "content_publications_draft_updated_by_editors_id_fk" FOREIGN KEY ("draft_updated_by") REFERENCES "public"."editors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_presence" ADD CONSTRAINT "editor_presence_editor_id_editors_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."editors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "editor_presence_owner_idx" ON "editor_presence" USING btree ("content_type","object_id","seen_at");--> statement-breakpoint
ALTER TABLE "container_sections" ADD CONSTRAINT "container_sections_updated_by_editors_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."editors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_updated_by_editors_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."editors"("id") ON DELETE set null ON UPDATE no action;