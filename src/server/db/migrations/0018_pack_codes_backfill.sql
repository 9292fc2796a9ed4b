-- Custom step (drizzle-kit cannot express a backfill): every existing pack gets its product's code and its
-- number within the product in display order, `PB153-2`; the next migration then makes the code required.
UPDATE "skus" SET "code" = numbered."code"
FROM (
  SELECT s."id", p."code" || '-' || row_number() OVER (PARTITION BY s."product_id" ORDER BY s."sort", s."id") AS "code"
  FROM "skus" s JOIN "products" p ON p."id" = s."product_id"
) AS numbered
WHERE numbered."id" = "skus"."id" AND "skus"."code" IS NULL;
