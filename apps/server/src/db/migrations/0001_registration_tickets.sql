CREATE TABLE "registration_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ip" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "registration_tickets_hash_uq" ON "registration_tickets" USING btree ("ticket_hash");