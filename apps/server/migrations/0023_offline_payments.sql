ALTER TABLE "orders" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_instructions" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reminder_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_payment_reminder_idx" ON "orders" USING btree ("payment_reminder_due_at") WHERE payment_reminder_due_at IS NOT NULL;