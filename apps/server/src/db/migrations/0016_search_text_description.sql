CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
-- The search text now holds the description's words too (product-search-text.ts): rows written before are computed
-- again by the catalogue.fill-search-text job, which fills every row whose search text is null.
UPDATE "products" SET "search_text" = NULL WHERE "description_html" <> '';
