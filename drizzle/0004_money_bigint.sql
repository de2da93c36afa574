ALTER TABLE "order_lines" ALTER COLUMN "unit_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_fee" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "franco_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_quantity" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "vat" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_ttc" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "product_options" ALTER COLUMN "unit_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "brands" ALTER COLUMN "franco_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "brands" ALTER COLUMN "shipping_fee" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "brands" ALTER COLUMN "shipping_fee" SET DEFAULT 2500;