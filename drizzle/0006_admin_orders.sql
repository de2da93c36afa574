CREATE INDEX "orders_status_shop_idx" ON "orders" USING btree ("status","shop_id");--> statement-breakpoint
CREATE INDEX "orders_total_ttc_idx" ON "orders" USING btree ("total_ttc","id");--> statement-breakpoint
CREATE INDEX "orders_status_total_idx" ON "orders" USING btree ("status","total_ttc","id");