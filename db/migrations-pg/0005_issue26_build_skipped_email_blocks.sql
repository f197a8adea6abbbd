ALTER TABLE "builds" ADD COLUMN "skipped" jsonb;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "blocks" jsonb;