-- Every change to the catalogue notifies 'catalog_changes' when its transaction commits, so each serving
-- process keeps what it read until it hears otherwise (src/server/services/catalog/changes.ts).
-- 'packs <product id>': a product's packs (price, stock, on sale); 'content': products, brands,
-- categories, colours, images or parameters; 'all': a table was truncated.
CREATE FUNCTION notify_pack_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('catalog_changes', 'packs ' || OLD.product_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('catalog_changes', 'packs ' || NEW.product_id); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION notify_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changes', TG_ARGV[0]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER skus_changes AFTER INSERT OR UPDATE OR DELETE ON skus FOR EACH ROW EXECUTE FUNCTION notify_pack_change();--> statement-breakpoint
CREATE TRIGGER skus_truncate AFTER TRUNCATE ON skus FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change('all');--> statement-breakpoint
CREATE TRIGGER products_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change('content');--> statement-breakpoint
CREATE TRIGGER brands_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change('content');--> statement-breakpoint
CREATE TRIGGER categories_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change('content');--> statement-breakpoint
CREATE TRIGGER product_colours_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_colours FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change('content');--> statement-breakpoint
CREATE TRIGGER product_images_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change('content');--> statement-breakpoint
CREATE TRIGGER product_parameters_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_parameters FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change('content');
