ALTER TABLE "builds" ADD COLUMN "request" jsonb;--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "run_after" bigint;--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "progress_done" integer;--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "progress_expected" integer;--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "builder" text;--> statement-breakpoint
CREATE UNIQUE INDEX "builds_one_queued" ON "builds" USING btree ("status") WHERE "builds"."status" = 'queued';