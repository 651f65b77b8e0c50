ALTER TABLE "brands" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "metal" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fineness" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gross_weight_grams" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "metal_weight_grams" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stones" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stone_types" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "availability_saved" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_one_default_idx" ON "brands" USING btree ("company_id") WHERE "brands"."is_default";--> statement-breakpoint
CREATE INDEX "products_stone_types_idx" ON "products" USING gin ("stone_types");