ALTER TABLE "plans" ADD COLUMN "side" text DEFAULT 'seller' NOT NULL;--> statement-breakpoint
-- Issue 28 item 7, data: the plans stored so far (free, pro, business) are the suppliers' showroom plans, which the
-- default says. The reference seed adds the buyers' plans (buyer-free, buyer-team) at the next start, never touching
-- stored ones. A buyer company that bought a supplier plan keeps what it paid for until the end of its period and is
-- not renewed on a plan no longer sold to it: its subscription is set to end then (a scheduled change is dropped), after
-- which it is on the buyers' free plan and may subscribe to a buyer plan. Idempotent.
UPDATE "subscriptions" SET "cancel_at_period_end" = true, "next_plan_id" = NULL, "next_cycle" = NULL, "updated_at" = now()
WHERE "order_status" IN ('pending', 'active')
  AND "company_id" IN (SELECT "id" FROM "companies" WHERE "join_type" = 'buyer')
  AND "plan_id" IN (SELECT "id" FROM "plans" WHERE "side" = 'seller');
