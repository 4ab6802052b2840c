ALTER TABLE "content_publications" ADD COLUMN "other_change_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_publications" ADD COLUMN "other_change_by" integer;--> statement-breakpoint
ALTER TABLE "content_publications" ADD CONSTRAINT "content_publications_other_change_by_editors_id_fk" FOREIGN KEY ("other_change_by") REFERENCES "public"."editors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The newest change by another writer than the newest one: when a write (draft save, publish,
-- discard) by one editor follows the newest change of another, that change is kept here. The open
-- editor reads it in the publication status (`last_other_change`): someone else's save followed
-- within one poll by the asker's own is still seen and loaded (client/editor/remoteChanges.ts).
CREATE OR REPLACE FUNCTION cms_keep_other_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_at timestamptz;
  old_by integer;
  new_at timestamptz;
  new_by integer;
BEGIN
  IF OLD.published_at IS NOT NULL AND (OLD.draft_updated_at IS NULL OR OLD.published_at > OLD.draft_updated_at) THEN
    old_at := OLD.published_at; old_by := OLD.published_by;
  ELSE
    old_at := OLD.draft_updated_at; old_by := OLD.draft_updated_by;
  END IF;
  IF NEW.published_at IS NOT NULL AND (NEW.draft_updated_at IS NULL OR NEW.published_at > NEW.draft_updated_at) THEN
    new_at := NEW.published_at; new_by := NEW.published_by;
  ELSE
    new_at := NEW.draft_updated_at; new_by := NEW.draft_updated_by;
  END IF;
  IF old_at IS NOT NULL AND new_at IS DISTINCT FROM old_at AND new_by IS DISTINCT FROM old_by THEN
    NEW.other_change_at := old_at;
    NEW.other_change_by := old_by;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER content_publications_other_change BEFORE UPDATE ON content_publications FOR EACH ROW EXECUTE FUNCTION cms_keep_other_change();
