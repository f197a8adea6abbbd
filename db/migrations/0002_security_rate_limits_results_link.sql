CREATE TABLE `rate_limits` (
	`key` text NOT NULL,
	`window_start` integer NOT NULL,
	`hits` integer NOT NULL,
	`expires_at` integer NOT NULL,
	PRIMARY KEY(`key`, `window_start`)
);
--> statement-breakpoint
CREATE INDEX `rate_limits_expires` ON `rate_limits` (`expires_at`);--> statement-breakpoint
ALTER TABLE `simulation_sessions` ADD `results_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `simulation_sessions_results` ON `simulation_sessions` (`results_id`);