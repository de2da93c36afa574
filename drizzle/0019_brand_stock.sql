ALTER TABLE "settings" ADD COLUMN "stock_forecast_weeks" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_stock_forecast_weeks_check" CHECK ("settings"."stock_forecast_weeks" between 1 and 52);--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "stock_alert_days" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_stock_alert_days_check" CHECK ("settings"."stock_alert_days" between 1 and 60);--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "from_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "stock_balances" (
	"brand_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"alerted_run_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_balances_brand_id_option_id_pk" PRIMARY KEY("brand_id","option_id"),
	CONSTRAINT "stock_balances_balance_check" CHECK ("stock_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"happened_on" date NOT NULL,
	"lot" text,
	"reason" text,
	"order_id" integer,
	"order_line_id" integer,
	"shop_id" integer,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_kind_check" CHECK ("stock_movements"."kind" in ('run', 'call_off', 'adjustment')),
	CONSTRAINT "stock_movements_quantity_check" CHECK (("stock_movements"."kind" = 'run' and "stock_movements"."quantity" > 0) or ("stock_movements"."kind" = 'call_off' and "stock_movements"."quantity" < 0) or ("stock_movements"."kind" = 'adjustment' and "stock_movements"."quantity" <> 0)),
	CONSTRAINT "stock_movements_reason_check" CHECK ("stock_movements"."kind" <> 'adjustment' or length(btrim("stock_movements"."reason")) > 0)
);
--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_alerted_run_id_stock_movements_id_fk" FOREIGN KEY ("alerted_run_id") REFERENCES "public"."stock_movements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_brand_option_idx" ON "stock_movements" USING btree ("brand_id","option_id","happened_on");--> statement-breakpoint
CREATE INDEX "stock_movements_happened_on_idx" ON "stock_movements" USING btree ("happened_on","id");--> statement-breakpoint
CREATE INDEX "stock_movements_order_line_idx" ON "stock_movements" USING btree ("order_line_id");
