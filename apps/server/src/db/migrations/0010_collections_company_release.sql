DROP INDEX "collections_company_idx";--> statement-breakpoint
CREATE INDEX "collections_company_release_idx" ON "collections" USING btree ("company_id","release_at","id");
-- The supplier's own collection list (catalogue/own-collections.repository.ts) and the public showroom's collection
-- list both read a company's collections newest release first; (company_id) alone made them sort every row.
