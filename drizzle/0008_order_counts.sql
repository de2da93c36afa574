CREATE TABLE "order_counts" (
	"shop_id" integer NOT NULL,
	"status" text NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "order_counts_pkey" PRIMARY KEY("shop_id","status")
);
--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept by hand (drizzle-kit does not write triggers): order_counts follows every insert, status or shop
-- change and deletion of an order, in the same transaction (issue 8, server/db/schema-order-counts.ts).
CREATE FUNCTION "order_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "order_counts" SET "total" = "total" - 1 WHERE "shop_id" = OLD."shop_id" AND "status" = OLD."status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "order_counts" ("shop_id", "status", "total") VALUES (NEW."shop_id", NEW."status", 1)
    ON CONFLICT ("shop_id", "status") DO UPDATE SET "total" = "order_counts"."total" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_count_insert_delete" AFTER INSERT OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "order_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "orders_count_update" AFTER UPDATE OF "status", "shop_id" ON "orders"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."shop_id" IS DISTINCT FROM NEW."shop_id")
  EXECUTE FUNCTION "order_counts_follow"();--> statement-breakpoint
INSERT INTO "order_counts" ("shop_id", "status", "total")
  SELECT "shop_id", "status", count(*) FROM "orders" GROUP BY "shop_id", "status";
