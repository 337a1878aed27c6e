DROP INDEX "orders_payment_intent_unique";--> statement-breakpoint
DROP INDEX "orders_promo_code_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_intent_key" ON "orders" USING btree ("payment_intent_id") WHERE payment_intent_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_promo_code_used_idx" ON "orders" USING btree ("promo_code_id") WHERE promo_code_id IS NOT NULL;