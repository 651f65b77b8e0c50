CREATE TABLE "company_matches" (
	"signature" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"profile" jsonb NOT NULL,
	"suppliers" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_matches" ADD CONSTRAINT "company_matches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_matches_company_idx" ON "company_matches" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_matches_requested_idx" ON "company_matches" USING btree ("requested_at");