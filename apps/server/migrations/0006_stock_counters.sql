ALTER TABLE "ticket_prices" ADD COLUMN "quantity_held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "order_items_ticket_idx" ON "order_items" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "orders_timed_holds_idx" ON "orders" USING btree ("event_id","reserved_until") WHERE status IN ('RESERVED', 'AWAITING_PAYMENT', 'PAYMENT_FAILED');