-- Issue 13. Before it, plans held only three demo rows and nothing wrote subscriptions: both are emptied so the new
-- NOT NULL columns can be added; the reference seed writes the plans again in their new shape.
DELETE FROM "subscriptions";--> statement-breakpoint
DELETE FROM "plans";--> statement-breakpoint
CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "company_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"points" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"subscription_id" integer,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"bill_to" jsonb NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"provider_charge_id" text NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "active" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "active" SET DATA TYPE boolean USING "active" <> 0;--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "active" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_role_id" integer;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "provider" text DEFAULT 'test' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "description" jsonb;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "price_monthly_cents" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "price_yearly_cents" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "max_products" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "max_users" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "analytics_days" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "launch_collections" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "current_period_start" date NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "current_period_end" date NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_plan_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_cycle" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method_id" integer;--> statement-breakpoint
ALTER TABLE "company_roles" ADD CONSTRAINT "company_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_roles_company_name_uq" ON "company_roles" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "invoices_company_issued_idx" ON "invoices" USING btree ("company_id","issued_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_role_id_company_roles_id_fk" FOREIGN KEY ("company_role_id") REFERENCES "public"."company_roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_next_plan_id_plans_id_fk" FOREIGN KEY ("next_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_company_live_uq" ON "subscriptions" USING btree ("company_id") WHERE "subscriptions"."order_status" in ('pending', 'active');--> statement-breakpoint
ALTER TABLE "plans" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "plans" DROP COLUMN "cycle";