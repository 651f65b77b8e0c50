CREATE TABLE "fx_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"per_usd" numeric(18, 6) NOT NULL,
	"as_of" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_published_created_idx";--> statement-breakpoint
DROP INDEX "products_price_sort_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "facet_codes" integer[] GENERATED ALWAYS AS (array_remove(array[case segment when 'high' then 20000000 when 'mid' then 20000001 when 'low' then 20000002 when 'light' then 20000003 end, case when country ~ '^[A-Z]{2}$' then 21000000 + (ascii(substr(country, 1, 1)) - 65) * 26 + (ascii(substr(country, 2, 1)) - 65) end, case when verification_status = 'verified' then 22000001 end]::int[], null)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "facet_codes" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "carat_total" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "first_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_alerts" ADD COLUMN "kind" text DEFAULT 'priceDrop' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_alerts" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_alerts" DROP CONSTRAINT "product_alerts_user_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "product_alerts" ADD CONSTRAINT "product_alerts_user_id_product_id_kind_pk" PRIMARY KEY("user_id","product_id","kind");--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "products_catalogue_created_idx" ON "products" USING btree ("created_at","id") WHERE ("products"."published" and "products"."listed");--> statement-breakpoint
CREATE INDEX "products_catalogue_price_idx" ON "products" USING btree ("price_sort","id") WHERE ("products"."published" and "products"."listed");--> statement-breakpoint
CREATE INDEX "products_catalogue_visits_idx" ON "products" USING btree ("view_count","id") WHERE ("products"."published" and "products"."listed");--> statement-breakpoint
CREATE INDEX "products_catalogue_name_idx" ON "products" USING btree (lower("name"),"id") WHERE ("products"."published" and "products"."listed");--> statement-breakpoint
CREATE INDEX "products_catalogue_showroom_idx" ON "products" USING btree ("display_seq","id") WHERE ("products"."published" and "products"."listed");--> statement-breakpoint
CREATE INDEX "products_catalogue_shuffle_idx" ON "products" USING btree ((hashint4("id") & 2147483647),"id") WHERE ("products"."published" and "products"."listed");--> statement-breakpoint
CREATE INDEX "products_facet_codes_idx" ON "products" USING gin ("facet_codes");--> statement-breakpoint
CREATE INDEX "product_alerts_product_idx" ON "product_alerts" USING btree ("product_id");--> statement-breakpoint
-- Reference rates (units per 1 USD) as of the day they were taken: the catalogue converts prices with them and says
-- "approximate"; the same rates price_sort was computed with (catalogue/price-sort.ts).
INSERT INTO "fx_rates" ("currency", "per_usd", "as_of") VALUES ('USD', 1, '2026-11-27'), ('CNY', 7.1, '2026-11-27'), ('EUR', 0.92, '2026-11-27');--> statement-breakpoint
-- Products published before the column existed were first published when they were made, as far as anyone can tell.
UPDATE "products" SET "first_published_at" = "created_at" WHERE "published";
