CREATE TABLE "waiting_list_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waiting_list_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"ticket_price_id" integer NOT NULL,
	"event_date_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"token" text NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"order_id" integer,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_ticket_price_id_ticket_prices_id_fk" FOREIGN KEY ("ticket_price_id") REFERENCES "public"."ticket_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_event_date_id_event_dates_id_fk" FOREIGN KEY ("event_date_id") REFERENCES "public"."event_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_entries_token_unique" ON "waiting_list_entries" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_entries_email_unique" ON "waiting_list_entries" USING btree ("ticket_price_id","event_date_id",lower("email")) WHERE status IN ('WAITING', 'OFFERED');--> statement-breakpoint
CREATE INDEX "waiting_list_entries_queue_idx" ON "waiting_list_entries" USING btree ("ticket_price_id","event_date_id","id") WHERE status = 'WAITING';--> statement-breakpoint
CREATE INDEX "waiting_list_entries_event_idx" ON "waiting_list_entries" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "waiting_list_entries_order_idx" ON "waiting_list_entries" USING btree ("order_id") WHERE order_id IS NOT NULL;