CREATE TABLE "event_daily_statistics" (
	"event_id" integer NOT NULL,
	"date" text NOT NULL,
	"tickets_sold" integer DEFAULT 0 NOT NULL,
	"orders_created" integer DEFAULT 0 NOT NULL,
	"sales_total_gross" integer DEFAULT 0 NOT NULL,
	"total_fee" integer DEFAULT 0 NOT NULL,
	"total_tax" integer DEFAULT 0 NOT NULL,
	"total_refunded" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_daily_statistics_event_id_date_pk" PRIMARY KEY("event_id","date")
);
--> statement-breakpoint
CREATE TABLE "event_statistics" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"tickets_sold" integer DEFAULT 0 NOT NULL,
	"orders_created" integer DEFAULT 0 NOT NULL,
	"attendees_registered" integer DEFAULT 0 NOT NULL,
	"check_ins" integer DEFAULT 0 NOT NULL,
	"sales_total_gross" integer DEFAULT 0 NOT NULL,
	"total_fee" integer DEFAULT 0 NOT NULL,
	"total_tax" integer DEFAULT 0 NOT NULL,
	"total_refunded" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_daily_statistics" ADD CONSTRAINT "event_daily_statistics_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_statistics" ADD CONSTRAINT "event_statistics_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;