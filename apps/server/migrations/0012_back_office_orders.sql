CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"event_id" integer,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id","id");--> statement-breakpoint
CREATE INDEX "attendees_event_name_search_idx" ON "attendees" USING btree ("event_id",lower("first_name" || ' ' || "last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "attendees_event_last_name_search_idx" ON "attendees" USING btree ("event_id",lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_event_sales_created_idx" ON "orders" USING btree ("event_id","account_id","created_at","id") WHERE status NOT IN ('RESERVED', 'EXPIRED');--> statement-breakpoint
CREATE INDEX "orders_event_email_search_idx" ON "orders" USING btree ("event_id",lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_event_name_search_idx" ON "orders" USING btree ("event_id",lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_event_last_name_search_idx" ON "orders" USING btree ("event_id",lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_event_reference_search_idx" ON "orders" USING btree ("event_id",upper("public_reference") text_pattern_ops);