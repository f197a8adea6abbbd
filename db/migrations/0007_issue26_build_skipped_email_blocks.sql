ALTER TABLE `builds` ADD `skipped` text;--> statement-breakpoint
ALTER TABLE `email_templates` ADD `blocks` text;