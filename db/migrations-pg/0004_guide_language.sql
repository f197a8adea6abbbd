ALTER TABLE "thematic_pages" ADD COLUMN "lang" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "thematic_pages" ADD COLUMN "translation_of" text;