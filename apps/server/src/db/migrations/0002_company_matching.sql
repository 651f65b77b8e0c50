ALTER TABLE "companies" ADD COLUMN "product_categories" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_product_categories_idx" ON "companies" USING gin ("product_categories");--> statement-breakpoint
CREATE INDEX "companies_country_idx" ON "companies" USING btree ("country");