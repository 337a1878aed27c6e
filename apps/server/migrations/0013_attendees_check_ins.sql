CREATE TABLE "check_ins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "check_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"attendee_id" integer NOT NULL,
	"check_in_list_id" integer,
	"action" text NOT NULL,
	"device_id" text,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "attendees_event_idx";--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "stock_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_ins_attendee_idx" ON "check_ins" USING btree ("attendee_id");--> statement-breakpoint
CREATE INDEX "check_ins_event_idx" ON "check_ins" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "attendees_event_id_idx" ON "attendees" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "attendees_event_email_idx" ON "attendees" USING btree ("event_id",lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "attendees_event_ticket_idx" ON "attendees" USING btree ("event_id","ticket_id");--> statement-breakpoint
CREATE INDEX "attendees_event_status_idx" ON "attendees" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "attendees_event_last_name_sort_idx" ON "attendees" USING btree ("event_id",lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "attendees_event_email_sort_idx" ON "attendees" USING btree ("event_id",lower("email"),"id");