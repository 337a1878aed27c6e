CREATE TABLE "waiting_room_load" (
	"event_id" integer NOT NULL,
	"second" bigint NOT NULL,
	"arrivals" integer DEFAULT 0 NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"over_fast" integer DEFAULT 0 NOT NULL,
	"over_slow" integer DEFAULT 0 NOT NULL,
	"busy" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "waiting_room_load_event_id_second_pk" PRIMARY KEY("event_id","second")
);
--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD COLUMN "opening" text DEFAULT 'SCHEDULED' NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD COLUMN "auto_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waiting_room_load" ADD CONSTRAINT "waiting_room_load_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;