-- A record's former slugs (decision 067), kept by the database on every write path: forms, bulk actions,
-- the seed. A slug given up is remembered for its record; a slug taken (again) is no longer a former one;
-- a deleted record takes its former slugs with it.
CREATE FUNCTION remember_former_slug() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.slug IS DISTINCT FROM OLD.slug THEN
    INSERT INTO former_slugs (kind, slug, record_id) VALUES (TG_ARGV[0], OLD.slug, OLD.id)
      ON CONFLICT (kind, slug) DO UPDATE SET record_id = EXCLUDED.record_id, created_at = now();
  END IF;
  IF TG_OP = 'INSERT' OR NEW.slug IS DISTINCT FROM OLD.slug THEN
    DELETE FROM former_slugs WHERE kind = TG_ARGV[0] AND slug = NEW.slug;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION forget_former_slugs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM former_slugs WHERE kind = TG_ARGV[0] AND record_id = OLD.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER articles_former_slug AFTER INSERT OR UPDATE OF slug ON articles
  FOR EACH ROW EXECUTE FUNCTION remember_former_slug('article');
--> statement-breakpoint
CREATE TRIGGER articles_forget_slugs AFTER DELETE ON articles
  FOR EACH ROW EXECUTE FUNCTION forget_former_slugs('article');
--> statement-breakpoint
CREATE TRIGGER showcase_products_former_slug AFTER INSERT OR UPDATE OF slug ON showcase_products
  FOR EACH ROW EXECUTE FUNCTION remember_former_slug('product');
--> statement-breakpoint
CREATE TRIGGER showcase_products_forget_slugs AFTER DELETE ON showcase_products
  FOR EACH ROW EXECUTE FUNCTION forget_former_slugs('product');
--> statement-breakpoint
CREATE TRIGGER showcase_categories_former_slug AFTER INSERT OR UPDATE OF slug ON showcase_categories
  FOR EACH ROW EXECUTE FUNCTION remember_former_slug('category');
--> statement-breakpoint
CREATE TRIGGER showcase_categories_forget_slugs AFTER DELETE ON showcase_categories
  FOR EACH ROW EXECUTE FUNCTION forget_former_slugs('category');
--> statement-breakpoint
CREATE TRIGGER jobs_former_slug AFTER INSERT OR UPDATE OF slug ON jobs
  FOR EACH ROW EXECUTE FUNCTION remember_former_slug('job');
--> statement-breakpoint
CREATE TRIGGER jobs_forget_slugs AFTER DELETE ON jobs
  FOR EACH ROW EXECUTE FUNCTION forget_former_slugs('job');
