CREATE TABLE "check_in_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "check_in_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"short_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"activates_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_in_list_tickets" (
	"check_in_list_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	CONSTRAINT "check_in_list_tickets_check_in_list_id_ticket_id_pk" PRIMARY KEY("check_in_list_id","ticket_id")
);
--> statement-breakpoint
CREATE TABLE "check_in_uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "check_in_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"check_in_list_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"attendee_short_id" text NOT NULL,
	"attendee_id" integer,
	"action" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"result" text NOT NULL,
	"conflict" boolean DEFAULT false NOT NULL,
	"check_in_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_signing_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_signing_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"key_id" text NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"retired_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_in_lists" ADD CONSTRAINT "check_in_lists_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_lists" ADD CONSTRAINT "check_in_lists_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_list_tickets" ADD CONSTRAINT "check_in_list_tickets_check_in_list_id_check_in_lists_id_fk" FOREIGN KEY ("check_in_list_id") REFERENCES "public"."check_in_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_list_tickets" ADD CONSTRAINT "check_in_list_tickets_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_uploads" ADD CONSTRAINT "check_in_uploads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_uploads" ADD CONSTRAINT "check_in_uploads_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_uploads" ADD CONSTRAINT "check_in_uploads_check_in_list_id_check_in_lists_id_fk" FOREIGN KEY ("check_in_list_id") REFERENCES "public"."check_in_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_uploads" ADD CONSTRAINT "check_in_uploads_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_uploads" ADD CONSTRAINT "check_in_uploads_check_in_id_check_ins_id_fk" FOREIGN KEY ("check_in_id") REFERENCES "public"."check_ins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_signing_keys" ADD CONSTRAINT "ticket_signing_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_lists_short_id_unique" ON "check_in_lists" USING btree ("short_id");--> statement-breakpoint
CREATE INDEX "check_in_lists_event_idx" ON "check_in_lists" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "check_in_list_tickets_ticket_idx" ON "check_in_list_tickets" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_uploads_scan_unique" ON "check_in_uploads" USING btree ("event_id","device_id","attendee_short_id","action","scanned_at");--> statement-breakpoint
CREATE INDEX "check_in_uploads_conflicts_idx" ON "check_in_uploads" USING btree ("check_in_list_id","id") WHERE conflict;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_signing_keys_key_id_unique" ON "ticket_signing_keys" USING btree ("key_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_signing_keys_current_unique" ON "ticket_signing_keys" USING btree ("account_id") WHERE retired_at IS NULL;
