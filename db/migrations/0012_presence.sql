CREATE TABLE `presence` (
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`seen_at` text NOT NULL,
	`expires_at` text NOT NULL,
	PRIMARY KEY(`kind`, `item_id`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `presence_expires` ON `presence` (`expires_at`);