CREATE TABLE "approval_rules" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"auto_accept_below" bigint,
	"monthly_budget" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_rules_amounts_check" CHECK ("approval_rules"."auto_accept_below" >= 0 and "approval_rules"."monthly_budget" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mail_opt_outs" (
	"shop_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "mail_opt_outs_shop_id_kind_pk" PRIMARY KEY("shop_id","kind"),
	CONSTRAINT "mail_opt_outs_kind_check" CHECK ("mail_opt_outs"."kind" in ('order-to-validate', 'validation-reminder', 'order-sent-for-validation', 'order-placed', 'order-decision'))
);
--> statement-breakpoint
CREATE TABLE "order_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "order_notices_kind_check" CHECK ("order_notices"."kind" in ('submitted', 'placed', 'edited', 'decided', 'reminder'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "auto_accepted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "validation_reminder_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_reminder_days_check" CHECK ("settings"."validation_reminder_days" between 1 and 30);--> statement-breakpoint
ALTER TABLE "approval_rules" ADD CONSTRAINT "approval_rules_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_opt_outs" ADD CONSTRAINT "mail_opt_outs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notices" ADD CONSTRAINT "order_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notices_due_idx" ON "order_notices" USING btree ("due_at") WHERE "order_notices"."done_at" is null;--> statement-breakpoint
CREATE INDEX "order_notices_order_idx" ON "order_notices" USING btree ("order_id");
