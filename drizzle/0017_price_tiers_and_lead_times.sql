ALTER TABLE "product_options" ADD COLUMN "price_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "delivery_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_delivery_days_check" CHECK ("brands"."delivery_days" between 0 and 60);--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "closure_days" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_on" date;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "price_book" jsonb;--> statement-breakpoint
CREATE TABLE "brand_price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "brand_price_lists_dates_check" CHECK ("brand_price_lists"."valid_to" is null or "brand_price_lists"."valid_to" >= "brand_price_lists"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "brand_prices" (
	"list_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"price_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "brand_prices_list_id_option_id_pk" PRIMARY KEY("list_id","option_id"),
	CONSTRAINT "brand_prices_unit_price_check" CHECK ("brand_prices"."unit_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "brand_price_lists" ADD CONSTRAINT "brand_price_lists_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_prices" ADD CONSTRAINT "brand_prices_list_id_brand_price_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."brand_price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_prices" ADD CONSTRAINT "brand_prices_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_price_lists_brand_id_idx" ON "brand_price_lists" USING btree ("brand_id","valid_from");--> statement-breakpoint
CREATE INDEX "brand_prices_option_id_idx" ON "brand_prices" USING btree ("option_id");
