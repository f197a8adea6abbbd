ALTER TABLE `builds` ADD `request` text;--> statement-breakpoint
ALTER TABLE `builds` ADD `run_after` integer;--> statement-breakpoint
ALTER TABLE `builds` ADD `progress_done` integer;--> statement-breakpoint
ALTER TABLE `builds` ADD `progress_expected` integer;--> statement-breakpoint
ALTER TABLE `builds` ADD `builder` text;--> statement-breakpoint
CREATE UNIQUE INDEX `builds_one_queued` ON `builds` (`status`) WHERE "builds"."status" = 'queued';