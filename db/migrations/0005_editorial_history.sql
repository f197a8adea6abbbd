CREATE TABLE `content_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`version` integer NOT NULL,
	`action` text NOT NULL,
	`data` text NOT NULL,
	`pending` integer DEFAULT false NOT NULL,
	`saved_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `content_revisions_item` ON `content_revisions` (`kind`,`item_id`,`id`);--> statement-breakpoint
CREATE TABLE `pending_changes` (
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`data` text NOT NULL,
	`saved_by` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`kind`, `item_id`)
);
--> statement-breakpoint
CREATE TABLE `publication_schedules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`action` text NOT NULL,
	`run_at` text NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`error` text,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`done_at` text
);
--> statement-breakpoint
CREATE INDEX `publication_schedules_due` ON `publication_schedules` (`status`,`run_at`);--> statement-breakpoint
CREATE TABLE `redirects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`from_path` text NOT NULL,
	`to_path` text NOT NULL,
	`source` text DEFAULT 'manual' NOT NULL,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `redirects_from` ON `redirects` (`from_path`);--> statement-breakpoint
ALTER TABLE `articles` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `city_pages` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `media` ADD `variants` text;--> statement-breakpoint
ALTER TABLE `thematic_pages` ADD `version` integer DEFAULT 1 NOT NULL;