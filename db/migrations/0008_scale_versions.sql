CREATE TABLE `scale_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`effective_date` text NOT NULL,
	`state` text NOT NULL,
	`data` text NOT NULL,
	`sources` text NOT NULL,
	`reasons` text NOT NULL,
	`proposed_by` text NOT NULL,
	`proposed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`activated_by` text,
	`activated_at` text,
	`withdrawn_by` text,
	`withdrawn_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scale_versions_one_active` ON `scale_versions` (`state`) WHERE "scale_versions"."state" = 'active';