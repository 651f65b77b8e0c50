-- Brands as one model (docs/decisions.md "Brands: one model"): every supplier has its default brand, named after the
-- company (as brands.repository.ts createDefaultBrands names the brand of a new supplier); products without a brand
-- belong to it; and a buyer's favourite brand, which was a company row ('company', company id), becomes the
-- company's default brand ('brand', brand id), keeping when it was collected. Runs on an empty database too.
INSERT INTO "brands" ("company_id", "name", "is_default")
SELECT c."id", c."name", true
FROM "companies" c
WHERE c."join_type" = 'seller'
  AND NOT EXISTS (SELECT 1 FROM "brands" b WHERE b."company_id" = c."id" AND b."is_default");--> statement-breakpoint
UPDATE "products" p SET "brand_id" = b."id"
FROM "brands" b
WHERE p."brand_id" IS NULL AND b."company_id" = p."company_id" AND b."is_default";--> statement-breakpoint
-- ON CONFLICT: a row already there for the brand keeps its own created_at (no duplicate primary key either way).
-- A favourite of a buyer company (no brand) or of a company that is gone has nothing to point at and goes.
INSERT INTO "favourites" ("user_id", "target_type", "target_id", "wish_list", "created_at")
SELECT f."user_id", 'brand', b."id", f."wish_list", f."created_at"
FROM "favourites" f
JOIN "brands" b ON b."company_id" = f."target_id" AND b."is_default"
WHERE f."target_type" = 'company'
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "favourites" WHERE "target_type" = 'company';
