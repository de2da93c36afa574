-- Issue 13: background work run once across several servers (docs/decisions/039-job-runner.md).
-- The mail outbox is delivered by a job: a mail is claimed (locked_until) by one server at a time and
-- tried again with backoff (next_attempt_at) until its last try.
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "status" = 'pending';--> statement-breakpoint
-- Periodic jobs: one row each; a server runs a job when it claims its row (FOR UPDATE SKIP LOCKED) and
-- moves next_run_at in the same transaction, so each period runs on exactly one server.
CREATE TABLE "job_schedules" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_error" text,
	"runs" integer DEFAULT 0 NOT NULL
);
