ALTER TABLE `thematic_pages` ADD `lang` text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE `thematic_pages` ADD `translation_of` text;