-- The VAT rate in basis points (docs/decisions/071-vat-rate-basis-points.md): 2000 = 20 %, 550 = 5,5 %.
-- The settings' rate and every order's snapshot of it are converted (x100) in the same migration, so an
-- order placed at 20 % keeps pricing at 20 %.
ALTER TABLE "settings" DROP CONSTRAINT "settings_vat_rate_check";
--> statement-breakpoint
ALTER TABLE "settings" RENAME COLUMN "vat_rate_percent" TO "vat_rate_basis_points";
--> statement-breakpoint
UPDATE "settings" SET "vat_rate_basis_points" = "vat_rate_basis_points" * 100;
--> statement-breakpoint
ALTER TABLE "settings" ALTER COLUMN "vat_rate_basis_points" SET DEFAULT 2000;
--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_vat_rate_check"
  CHECK ("settings"."vat_rate_basis_points" between 0 and 10000);
--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "vat_rate_percent" TO "vat_rate_basis_points";
--> statement-breakpoint
UPDATE "orders" SET "vat_rate_basis_points" = "vat_rate_basis_points" * 100;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "vat_rate_basis_points" SET DEFAULT 2000;
