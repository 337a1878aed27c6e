CREATE TABLE "event_date_prices" (
	"event_date_id" integer NOT NULL,
	"ticket_price_id" integer NOT NULL,
	"quantity_held" integer DEFAULT 0 NOT NULL,
	"price" bigint,
	"quantity" integer,
	"is_hidden" boolean,
	CONSTRAINT "event_date_prices_event_date_id_ticket_price_id_pk" PRIMARY KEY("event_date_id","ticket_price_id")
);
--> statement-breakpoint
CREATE TABLE "event_dates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_dates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"label" text,
	"capacity" integer,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_refund" boolean DEFAULT false NOT NULL,
	"cancel_notify" boolean DEFAULT false NOT NULL,
	"cancel_message" text,
	"cancellation_orders_total" integer,
	"cancellation_orders_done" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pass_admissions" (
	"attendee_id" integer NOT NULL,
	"event_date_id" integer NOT NULL,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pass_admissions_attendee_id_event_date_id_pk" PRIMARY KEY("attendee_id","event_date_id")
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "validity" text DEFAULT 'ONE_DATE' NOT NULL;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "event_date_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "event_date_id" integer;--> statement-breakpoint
ALTER TABLE "check_in_lists" ADD COLUMN "event_date_id" integer;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "event_date_id" integer;--> statement-breakpoint
ALTER TABLE "event_date_prices" ADD CONSTRAINT "event_date_prices_event_date_id_event_dates_id_fk" FOREIGN KEY ("event_date_id") REFERENCES "public"."event_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_date_prices" ADD CONSTRAINT "event_date_prices_ticket_price_id_ticket_prices_id_fk" FOREIGN KEY ("ticket_price_id") REFERENCES "public"."ticket_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_dates" ADD CONSTRAINT "event_dates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_dates" ADD CONSTRAINT "event_dates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_admissions" ADD CONSTRAINT "pass_admissions_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_admissions" ADD CONSTRAINT "pass_admissions_event_date_id_event_dates_id_fk" FOREIGN KEY ("event_date_id") REFERENCES "public"."event_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_date_prices_price_idx" ON "event_date_prices" USING btree ("ticket_price_id");--> statement-breakpoint
CREATE INDEX "event_dates_event_start_idx" ON "event_dates" USING btree ("event_id","start_date","id");--> statement-breakpoint
CREATE INDEX "pass_admissions_date_idx" ON "pass_admissions" USING btree ("event_date_id");--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_event_date_id_event_dates_id_fk" FOREIGN KEY ("event_date_id") REFERENCES "public"."event_dates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_event_date_id_event_dates_id_fk" FOREIGN KEY ("event_date_id") REFERENCES "public"."event_dates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_lists" ADD CONSTRAINT "check_in_lists_event_date_id_event_dates_id_fk" FOREIGN KEY ("event_date_id") REFERENCES "public"."event_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_event_date_id_event_dates_id_fk" FOREIGN KEY ("event_date_id") REFERENCES "public"."event_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendees_event_date_idx" ON "attendees" USING btree ("event_date_id","id") WHERE event_date_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_event_date_idx" ON "orders" USING btree ("event_date_id","id") WHERE event_date_id IS NOT NULL;--> statement-breakpoint
-- Every event has one date: its start and end. Its orders, attendees and check-ins are of that date.
INSERT INTO "event_dates" ("account_id", "event_id", "start_date", "end_date", "created_at", "updated_at")
  SELECT "account_id", "id", "start_date", "end_date", "created_at", "updated_at" FROM "events" ORDER BY "id";--> statement-breakpoint
UPDATE "orders" o SET "event_date_id" = d."id" FROM "event_dates" d WHERE d."event_id" = o."event_id";--> statement-breakpoint
UPDATE "attendees" a SET "event_date_id" = d."id" FROM "event_dates" d WHERE d."event_id" = a."event_id";--> statement-breakpoint
UPDATE "check_ins" c SET "event_date_id" = d."id" FROM "event_dates" d WHERE d."event_id" = c."event_id";--> statement-breakpoint
-- Stock of ONE_DATE tickets (all of them so far) is counted per date from now on.
INSERT INTO "event_date_prices" ("event_date_id", "ticket_price_id", "quantity_held")
  SELECT d."id", p."id", p."quantity_held"
    FROM "ticket_prices" p JOIN "tickets" t ON t."id" = p."ticket_id" JOIN "event_dates" d ON d."event_id" = t."event_id"
    WHERE p."quantity_held" <> 0;--> statement-breakpoint
UPDATE "ticket_prices" SET "quantity_held" = 0 WHERE "quantity_held" <> 0;
--> statement-breakpoint
-- The purchase functions take a date (apps/server/sql/functions has their current source).
DROP FUNCTION IF EXISTS "stagedoor_purchase_read"(integer, integer[]);--> statement-breakpoint
DROP FUNCTION IF EXISTS "stagedoor_check_room"(jsonb, jsonb);
