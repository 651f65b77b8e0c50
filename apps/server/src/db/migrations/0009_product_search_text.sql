ALTER TABLE "products" ADD COLUMN "search_text" text;--> statement-breakpoint
CREATE INDEX "products_company_updated_idx" ON "products" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "products_company_price_idx" ON "products" USING btree ("company_id","price_sort","id");--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_text_missing_idx" ON "products" USING btree ("id") WHERE "products"."search_text" is null;
-- Existing rows keep a null search_text here: folding Chinese to one script needs opencc-js, so the
-- `catalogue.fill-search-text` job (catalogue/product-search-text.service.ts) computes them after the start.
