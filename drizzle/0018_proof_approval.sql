ALTER TABLE "product_options" ADD COLUMN "proof_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "proof_reminder_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_proof_reminder_days_check" CHECK ("settings"."proof_reminder_days" between 1 and 30);--> statement-breakpoint
CREATE TABLE "artworks" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"kind" text NOT NULL,
	"byte_size" integer NOT NULL,
	"uploaded_by_shop_id" integer,
	"uploaded_by_admin_id" integer,
	"uploaded_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artworks_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "artworks_kind_check" CHECK ("artworks"."kind" in ('pdf', 'png', 'jpeg', 'ai', 'eps', 'svg')),
	CONSTRAINT "artworks_byte_size_check" CHECK ("artworks"."byte_size" > 0)
);
--> statement-breakpoint
CREATE TABLE "proof_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_line_id" integer NOT NULL,
	"version" integer NOT NULL,
	"storage_key" text NOT NULL,
	"byte_size" integer NOT NULL,
	"note" text,
	"sent_by_admin_id" integer,
	"sent_by_label" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_by_shop_id" integer,
	"answered_by_label" text,
	"answered_at" timestamp with time zone,
	"comment" text,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "proof_rounds_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "proof_rounds_line_version_unique" UNIQUE("order_line_id","version"),
	CONSTRAINT "proof_rounds_answer_check" CHECK ("proof_rounds"."answer" is null or "proof_rounds"."answer" in ('approved', 'changes_requested')),
	CONSTRAINT "proof_rounds_version_check" CHECK ("proof_rounds"."version" >= 1),
	CONSTRAINT "proof_rounds_answered_check" CHECK (("proof_rounds"."answer" is null) = ("proof_rounds"."answered_at" is null)
        and ("proof_rounds"."answer" <> 'changes_requested' or "proof_rounds"."comment" is not null))
);
--> statement-breakpoint
CREATE TABLE "cart_line_artworks" (
	"cart_line_id" integer PRIMARY KEY NOT NULL,
	"artwork_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line_proofs" (
	"order_line_id" integer PRIMARY KEY NOT NULL,
	"artwork_id" integer,
	"state" text NOT NULL,
	"approved_round_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_line_proofs_state_check" CHECK ("order_line_proofs"."state" in ('to_prepare', 'sent', 'changes_requested', 'approved')),
	CONSTRAINT "order_line_proofs_approved_check" CHECK (("order_line_proofs"."state" = 'approved') = ("order_line_proofs"."approved_round_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_uploaded_by_shop_id_shops_id_fk" FOREIGN KEY ("uploaded_by_shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_uploaded_by_admin_id_admins_id_fk" FOREIGN KEY ("uploaded_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_rounds" ADD CONSTRAINT "proof_rounds_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_rounds" ADD CONSTRAINT "proof_rounds_sent_by_admin_id_admins_id_fk" FOREIGN KEY ("sent_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_rounds" ADD CONSTRAINT "proof_rounds_answered_by_shop_id_shops_id_fk" FOREIGN KEY ("answered_by_shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line_artworks" ADD CONSTRAINT "cart_line_artworks_cart_line_id_cart_lines_id_fk" FOREIGN KEY ("cart_line_id") REFERENCES "public"."cart_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line_artworks" ADD CONSTRAINT "cart_line_artworks_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_proofs" ADD CONSTRAINT "order_line_proofs_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_proofs" ADD CONSTRAINT "order_line_proofs_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_proofs" ADD CONSTRAINT "order_line_proofs_approved_round_id_proof_rounds_id_fk" FOREIGN KEY ("approved_round_id") REFERENCES "public"."proof_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artworks_brand_id_idx" ON "artworks" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "proof_rounds_waiting_idx" ON "proof_rounds" USING btree ("sent_at") WHERE "proof_rounds"."answer" is null;--> statement-breakpoint
CREATE INDEX "order_line_proofs_state_idx" ON "order_line_proofs" USING btree ("state","updated_at");--> statement-breakpoint
ALTER TABLE "order_notices" ADD COLUMN "proof_round_id" integer;--> statement-breakpoint
ALTER TABLE "order_notices" ADD CONSTRAINT "order_notices_proof_round_id_proof_rounds_id_fk" FOREIGN KEY ("proof_round_id") REFERENCES "public"."proof_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notices" DROP CONSTRAINT "order_notices_kind_check";--> statement-breakpoint
ALTER TABLE "order_notices" ADD CONSTRAINT "order_notices_kind_check" CHECK ("order_notices"."kind" in ('submitted', 'placed', 'edited', 'decided', 'reminder', 'proof_sent', 'proof_changes', 'proof_approved', 'proof_reminder'));;--> statement-breakpoint
ALTER TABLE "mail_opt_outs" DROP CONSTRAINT "mail_opt_outs_kind_check";--> statement-breakpoint
ALTER TABLE "mail_opt_outs" ADD CONSTRAINT "mail_opt_outs_kind_check" CHECK ("mail_opt_outs"."kind" in ('order-to-validate', 'validation-reminder', 'order-sent-for-validation', 'order-placed', 'order-decision', 'proof-to-approve', 'proof-reminder', 'proof-answered'));
