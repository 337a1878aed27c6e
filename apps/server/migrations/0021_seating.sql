CREATE TABLE "event_seat_categories" (
	"event_id" integer NOT NULL,
	"ticket_price_id" integer NOT NULL,
	"category" text NOT NULL,
	CONSTRAINT "event_seat_categories_event_id_ticket_price_id_pk" PRIMARY KEY("event_id","ticket_price_id")
);
--> statement-breakpoint
CREATE TABLE "event_seating" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"seating_plan_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_claims" (
	"event_date_id" integer NOT NULL,
	"seat_id" text NOT NULL,
	"event_id" integer NOT NULL,
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"attendee_id" integer,
	"held_until" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_claims_event_date_id_seat_id_pk" PRIMARY KEY("event_date_id","seat_id")
);
--> statement-breakpoint
CREATE TABLE "seating_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seating_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"layout" jsonb NOT NULL,
	"seat_count" integer DEFAULT 0 NOT NULL,
	"standing_capacity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "seat" jsonb;--> statement-breakpoint
ALTER TABLE "event_seat_categories" ADD CONSTRAINT "event_seat_categories_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_seat_categories" ADD CONSTRAINT "event_seat_categories_ticket_price_id_ticket_prices_id_fk" FOREIGN KEY ("ticket_price_id") REFERENCES "public"."ticket_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_seating" ADD CONSTRAINT "event_seating_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_seating" ADD CONSTRAINT "event_seating_seating_plan_id_seating_plans_id_fk" FOREIGN KEY ("seating_plan_id") REFERENCES "public"."seating_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_claims" ADD CONSTRAINT "seat_claims_event_date_id_event_dates_id_fk" FOREIGN KEY ("event_date_id") REFERENCES "public"."event_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_claims" ADD CONSTRAINT "seat_claims_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_claims" ADD CONSTRAINT "seat_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_claims" ADD CONSTRAINT "seat_claims_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_plans" ADD CONSTRAINT "seating_plans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_seat_categories_price_idx" ON "event_seat_categories" USING btree ("ticket_price_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seat_claims_attendee_unique" ON "seat_claims" USING btree ("attendee_id") WHERE attendee_id is not null;--> statement-breakpoint
CREATE INDEX "seat_claims_order_idx" ON "seat_claims" USING btree ("order_id") WHERE order_id is not null;--> statement-breakpoint
CREATE INDEX "seat_claims_event_idx" ON "seat_claims" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "seating_plans_account_idx" ON "seating_plans" USING btree ("account_id","id");