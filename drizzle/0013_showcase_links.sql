CREATE TABLE "catalogue_categories" (
	"catalogue_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "catalogue_categories_catalogue_id_category_id_pk" PRIMARY KEY("catalogue_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_products" (
	"catalogue_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "catalogue_products_catalogue_id_product_id_pk" PRIMARY KEY("catalogue_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "former_slugs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"record_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "former_slugs_kind_slug_unique" UNIQUE("kind","slug")
);
--> statement-breakpoint
ALTER TABLE "showcase_products" ADD COLUMN "image_id" integer;--> statement-breakpoint
ALTER TABLE "catalogue_categories" ADD CONSTRAINT "catalogue_categories_catalogue_id_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."catalogues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_categories" ADD CONSTRAINT "catalogue_categories_category_id_showcase_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."showcase_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_catalogue_id_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."catalogues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_product_id_showcase_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."showcase_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "former_slugs_kind_record_idx" ON "former_slugs" USING btree ("kind","record_id");--> statement-breakpoint
ALTER TABLE "showcase_products" ADD CONSTRAINT "showcase_products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;