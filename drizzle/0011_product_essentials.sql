-- Issue 12: a product's minimum order (pieces), lead time (short text) and finishes (short texts),
-- shown "En bref" on its public page and edited in the showcase back office.
ALTER TABLE "showcase_products" ADD COLUMN "min_order_quantity" integer;--> statement-breakpoint
ALTER TABLE "showcase_products" ADD COLUMN "lead_time" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "showcase_products" ADD COLUMN "finishes" jsonb DEFAULT '[]'::jsonb NOT NULL;
