CREATE TABLE "queue_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queue_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"lottery_key" double precision NOT NULL,
	"rank" bigint,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"admitted_at" timestamp with time zone,
	"order_id" integer,
	"busy_until" timestamp with time zone,
	CONSTRAINT "queue_entries_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "waiting_rooms" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"on_sale_at" timestamp with time zone NOT NULL,
	"admission_rate_per_minute" integer,
	"shopping_minutes" integer DEFAULT 15 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"auto_rate" integer DEFAULT 120 NOT NULL,
	"drawn_at" timestamp with time zone,
	"last_rank" bigint DEFAULT 0 NOT NULL,
	"admitted_through" bigint DEFAULT 0 NOT NULL,
	"credit" double precision DEFAULT 0 NOT NULL,
	"ticked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_key" text;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD CONSTRAINT "waiting_rooms_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD CONSTRAINT "waiting_rooms_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "queue_entries_event_rank_idx" ON "queue_entries" USING btree ("event_id","rank");--> statement-breakpoint
CREATE INDEX "queue_entries_unranked_idx" ON "queue_entries" USING btree ("event_id","id") WHERE "queue_entries"."rank" IS NULL;--> statement-breakpoint
CREATE INDEX "queue_entries_event_admitted_idx" ON "queue_entries" USING btree ("event_id","admitted_at") WHERE "queue_entries"."admitted_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_address_holds_idx" ON "orders" USING btree ("event_id","address_key") WHERE address_key IS NOT NULL AND status IN ('RESERVED', 'AWAITING_PAYMENT', 'PAYMENT_FAILED');