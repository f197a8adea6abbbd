ALTER TABLE `media` ADD `focal_x` real;--> statement-breakpoint
ALTER TABLE `media` ADD `focal_y` real;