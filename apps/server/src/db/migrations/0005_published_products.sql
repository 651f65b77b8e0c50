ALTER TABLE "companies" ADD COLUMN "published_products" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_directory_order_idx" ON "companies" USING btree (("verification_status" = 'verified') desc,"showroom_sort" DESC NULLS FIRST,"visit_count" DESC NULLS FIRST,"id") WHERE "companies"."join_type" = 'seller' and "companies"."status" = 'active' and "companies"."published_products" > 0;--> statement-breakpoint
-- Existing companies: their published products counted once, as refreshCompanyDerived does on every later write.
UPDATE "companies" c SET "published_products" = (
  SELECT count(*)::int FROM "products" p WHERE p."company_id" = c."id" AND p."published"
);
