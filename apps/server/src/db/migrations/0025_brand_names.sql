ALTER TABLE "brands" ADD COLUMN "name_en" text;--> statement-breakpoint
-- Issue 28 item 9, data: a default brand carries its company's names in both forms. One still named after its company
-- (not renamed by the supplier) takes the company's English name, so English and Turkish readers see the English name
-- as they do the company's. Renamed default brands and the supplier's other brands keep one name for every reader
-- until the supplier gives them an English one. Idempotent.
UPDATE "brands" AS b SET "name_en" = c."name_en"
FROM "companies" AS c
WHERE c."id" = b."company_id" AND b."is_default" AND b."name" = c."name" AND b."name_en" IS NULL AND c."name_en" IS NOT NULL;
