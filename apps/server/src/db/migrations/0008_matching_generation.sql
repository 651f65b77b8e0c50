CREATE TABLE "matching_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"listing_generation" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "matching_state_one_row" CHECK ("matching_state"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "company_matches" ADD COLUMN "generation" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The one row the listing generation lives in (schema/companies.ts matchingState); lists stored before this
-- migration are of generation 0, as is this row: they stay as fresh as they were.
INSERT INTO "matching_state" ("id", "listing_generation") VALUES (1, 0) ON CONFLICT DO NOTHING;
