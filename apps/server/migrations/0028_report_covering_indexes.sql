DROP INDEX "attendees_event_status_idx";--> statement-breakpoint
DROP INDEX "order_items_order_idx";--> statement-breakpoint
DROP INDEX "order_items_price_idx";--> statement-breakpoint
DROP INDEX "orders_event_completed_idx";--> statement-breakpoint
CREATE INDEX "attendees_event_status_idx" ON "attendees" USING btree ("event_id","status","order_id","ticket_price_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","ticket_price_id","ticket_id","total_gross","id");--> statement-breakpoint
CREATE INDEX "order_items_price_idx" ON "order_items" USING btree ("ticket_price_id","id");--> statement-breakpoint
CREATE INDEX "orders_event_completed_idx" ON "orders" USING btree ("event_id","completed_at","account_id","id","status","total_gross","total_refunded","event_date_id","currency") WHERE completed_at IS NOT NULL;