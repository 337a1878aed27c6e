CREATE TABLE "capacity_assignment_tickets" (
	"capacity_assignment_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	CONSTRAINT "capacity_assignment_tickets_capacity_assignment_id_ticket_id_pk" PRIMARY KEY("capacity_assignment_id","ticket_id")
);
--> statement-breakpoint
CREATE TABLE "capacity_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "capacity_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"capacity" integer,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"stop_sales_at_limit" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"code" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"applicable_ticket_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expiry_date" timestamp with time zone,
	"max_allowed_usages" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_tickets" (
	"question_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	CONSTRAINT "question_tickets_question_id_ticket_id_pk" PRIMARY KEY("question_id","ticket_id")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"belongs_to" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taxes_and_fees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taxes_and_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"calculation_type" text NOT NULL,
	"rate" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_id" integer NOT NULL,
	"label" text,
	"price" integer DEFAULT 0 NOT NULL,
	"initial_quantity_available" integer,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"sale_start_date" timestamp with time zone,
	"sale_end_date" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_taxes_and_fees" (
	"ticket_id" integer NOT NULL,
	"tax_and_fee_id" integer NOT NULL,
	CONSTRAINT "ticket_taxes_and_fees_ticket_id_tax_and_fee_id_pk" PRIMARY KEY("ticket_id","tax_and_fee_id")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"min_per_order" integer,
	"max_per_order" integer,
	"sale_start_date" timestamp with time zone,
	"sale_end_date" timestamp with time zone,
	"hide_before_sale_start_date" boolean DEFAULT false NOT NULL,
	"hide_after_sale_end_date" boolean DEFAULT false NOT NULL,
	"hide_when_sold_out" boolean DEFAULT false NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"is_hidden_without_promo_code" boolean DEFAULT false NOT NULL,
	"start_collapsed" boolean DEFAULT false NOT NULL,
	"show_quantity_remaining" boolean DEFAULT false NOT NULL,
	"is_paused" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "capacity_assignment_tickets" ADD CONSTRAINT "capacity_assignment_tickets_capacity_assignment_id_capacity_assignments_id_fk" FOREIGN KEY ("capacity_assignment_id") REFERENCES "public"."capacity_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_assignment_tickets" ADD CONSTRAINT "capacity_assignment_tickets_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_assignments" ADD CONSTRAINT "capacity_assignments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_assignments" ADD CONSTRAINT "capacity_assignments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_tickets" ADD CONSTRAINT "question_tickets_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_tickets" ADD CONSTRAINT "question_tickets_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxes_and_fees" ADD CONSTRAINT "taxes_and_fees_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_prices" ADD CONSTRAINT "ticket_prices_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_taxes_and_fees" ADD CONSTRAINT "ticket_taxes_and_fees_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_taxes_and_fees" ADD CONSTRAINT "ticket_taxes_and_fees_tax_and_fee_id_taxes_and_fees_id_fk" FOREIGN KEY ("tax_and_fee_id") REFERENCES "public"."taxes_and_fees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capacity_assignment_tickets_ticket_idx" ON "capacity_assignment_tickets" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "capacity_assignments_event_idx" ON "capacity_assignments" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_event_code_unique" ON "promo_codes" USING btree ("event_id",lower("code"));--> statement-breakpoint
CREATE INDEX "questions_event_idx" ON "questions" USING btree ("event_id","sort_order");--> statement-breakpoint
CREATE INDEX "taxes_and_fees_account_idx" ON "taxes_and_fees" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ticket_prices_ticket_idx" ON "ticket_prices" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "tickets_event_idx" ON "tickets" USING btree ("event_id","sort_order");