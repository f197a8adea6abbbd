ALTER TABLE `simulation_steps` ADD `save_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `simulation_steps_save` ON `simulation_steps` (`save_id`);