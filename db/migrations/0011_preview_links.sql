CREATE TABLE `preview_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`expires_at` text NOT NULL,
	`revoked_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `preview_links_token` ON `preview_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `preview_links_item` ON `preview_links` (`kind`,`item_id`);