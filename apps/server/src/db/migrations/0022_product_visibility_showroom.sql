ALTER TABLE "products" ALTER COLUMN "visibility" SET DEFAULT 'showroom';--> statement-breakpoint
-- Issue 28 item 2: a product's own visibility now overrides the showroom's product privacy (SPEC §6), and "showroom"
-- (as the showroom) follows it. Before, a product's level only narrowed the privacy: what a viewer saw was the
-- privacy's gate AND the level. Each existing product is mapped so that what guests and members see does not change:
-- - public: it narrowed nothing, so it saw exactly what the showroom allowed: "as the showroom", whatever the privacy;
-- - community or launch in a contacts-only showroom: the privacy let only connected companies in, which no level
--   of its own says: "as the showroom" (for a launch, its contacts now see it from its release, not ahead of it: a
--   narrowing, never a widening);
-- - every other level already said who sees it (community and launch exclude guests, private everybody outside) and
--   keeps it. Price visibilities keep their level: a price was shown to viewers of the product the level let in,
--   and who sees the product does not change. Runs on an empty database too; running it twice changes nothing.
UPDATE "products" SET "visibility" = 'showroom' WHERE "visibility" = 'public';--> statement-breakpoint
UPDATE "products" p SET "visibility" = 'showroom'
FROM "companies" c
WHERE c."id" = p."company_id" AND c."product_privacy" = 'contacts' AND p."visibility" IN ('community', 'launch');
