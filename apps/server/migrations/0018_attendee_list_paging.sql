CREATE INDEX "attendees_event_sales_idx" ON "attendees" USING btree ("event_id","account_id","id") WHERE status IN ('ACTIVE', 'CANCELLED');--> statement-breakpoint
CREATE INDEX "orders_event_id_idx" ON "orders" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "question_answers_attendee_idx" ON "question_answers" USING btree ("attendee_id") WHERE attendee_id IS NOT NULL;