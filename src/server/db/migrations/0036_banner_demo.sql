-- The demo seed marks its banners too. Hand-written marking: a database seeded before this migration has its
-- demo banners recognised by what the seed writes, the Chinese title with its image; a banner the operator
-- added, or gave a title or image of their own, stays unmarked.
ALTER TABLE "banners" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "banners" SET "demo" = true FROM (VALUES
  ('全品类颜料，一站采购', '/images/banners/catalogue.svg'),
  ('国内外优质品牌', '/images/banners/brands.svg'),
  ('高性能有机颜料', '/images/banners/high-performance.svg'),
  ('行业资讯与技术应用', '/images/banners/news.svg')
) AS seeded("title_zh", "image_url")
WHERE "banners"."title_zh" = seeded."title_zh" AND "banners"."image_url" = seeded."image_url";
