CREATE TABLE `account` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`provider_id` text NOT NULL,
	`user_id` text NOT NULL,
	`access_token` text,
	`refresh_token` text,
	`id_token` text,
	`access_token_expires_at` integer,
	`refresh_token_expires_at` integer,
	`scope` text,
	`password` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `account_user` ON `account` (`user_id`);--> statement-breakpoint
CREATE TABLE `article_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `article_categories_slug` ON `article_categories` (`slug`);--> statement-breakpoint
CREATE TABLE `article_tags` (
	`article_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	PRIMARY KEY(`article_id`, `tag_id`),
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `articles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`excerpt` text,
	`content` text DEFAULT '' NOT NULL,
	`meta_title` text,
	`meta_description` text,
	`featured_image_id` integer,
	`author` text,
	`category_id` integer,
	`status` text DEFAULT 'draft' NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`published_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`featured_image_id`) REFERENCES `media`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`category_id`) REFERENCES `article_categories`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `articles_slug` ON `articles` (`slug`);--> statement-breakpoint
CREATE INDEX `articles_status` ON `articles` (`status`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text,
	`details` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_created` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE TABLE `builds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`status` text NOT NULL,
	`reason` text NOT NULL,
	`folder` text,
	`page_count` integer,
	`duration_ms` integer,
	`error` text,
	`log` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`started_at` text,
	`finished_at` text
);
--> statement-breakpoint
CREATE INDEX `builds_created` ON `builds` (`created_at`);--> statement-breakpoint
CREATE TABLE `caf_offices` (
	`department` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`address` text,
	`phone` text,
	`hours` text,
	`url` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `city_pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`insee_code` text NOT NULL,
	`city_name` text NOT NULL,
	`slug` text NOT NULL,
	`zone_apl` integer,
	`meta_title` text,
	`meta_description` text,
	`population_etudiante` integer,
	`average_rent` real,
	`average_rent_year` integer,
	`average_rent_source` text,
	`content` text,
	`featured_universities` text,
	`simulator_prefill` text,
	`caf_contact` text,
	`housing_market_data` text,
	`student_profile_data` text,
	`neighborhood_data` text,
	`local_transport` text,
	`faq` text,
	`status` text DEFAULT 'published' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`insee_code`) REFERENCES `french_cities`(`insee_code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `city_pages_slug` ON `city_pages` (`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `city_pages_insee` ON `city_pages` (`insee_code`);--> statement-breakpoint
CREATE TABLE `city_proximity_links` (
	`source_city_insee` text NOT NULL,
	`target_city_insee` text NOT NULL,
	`distance_km` real NOT NULL,
	PRIMARY KEY(`source_city_insee`, `target_city_insee`)
);
--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`handled_by` text,
	`handled_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `crous_residences` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`address` text,
	`insee_code` text NOT NULL,
	`rent_min` real,
	`rent_max` real,
	`booking_url` text,
	`website` text,
	`lat` real,
	`lon` real
);
--> statement-breakpoint
CREATE INDEX `crous_residences_insee` ON `crous_residences` (`insee_code`);--> statement-breakpoint
CREATE TABLE `email_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`template_key` text NOT NULL,
	`recipient` text NOT NULL,
	`subject` text NOT NULL,
	`status` text NOT NULL,
	`provider_id` text,
	`error` text,
	`html` text,
	`text` text,
	`session_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `email_logs_created` ON `email_logs` (`created_at`);--> statement-breakpoint
CREATE TABLE `email_templates` (
	`key` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`subject` text NOT NULL,
	`html` text NOT NULL,
	`text` text NOT NULL,
	`updated_by` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `french_cities` (
	`insee_code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`parent_insee` text,
	`department` text NOT NULL,
	`region` text,
	`postal_codes` text NOT NULL,
	`population` integer,
	`zone_apl` integer,
	`lat` real,
	`lon` real,
	`rent_m2_apartment` real,
	`rent_m2_house` real,
	`abc_zone` text,
	`tlv_table` integer,
	`priority_tier` integer DEFAULT 4 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `french_cities_department` ON `french_cities` (`department`);--> statement-breakpoint
CREATE INDEX `french_cities_population` ON `french_cities` (`population`);--> statement-breakpoint
CREATE TABLE `higher_education_sites` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`acronym` text,
	`kind` text NOT NULL,
	`sector` text,
	`insee_code` text NOT NULL,
	`address` text,
	`postal_code` text,
	`website` text,
	`students` integer,
	`lat` real,
	`lon` real
);
--> statement-breakpoint
CREATE INDEX `higher_education_sites_insee` ON `higher_education_sites` (`insee_code`);--> statement-breakpoint
CREATE TABLE `media` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`file_name` text NOT NULL,
	`original_name` text NOT NULL,
	`mime_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`width` integer,
	`height` integer,
	`alt` text DEFAULT '' NOT NULL,
	`uploaded_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `media_file_name_unique` ON `media` (`file_name`);--> statement-breakpoint
CREATE TABLE `partner_clicks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`partner_name` text NOT NULL,
	`page_type` text NOT NULL,
	`session_id` text DEFAULT 'unknown' NOT NULL,
	`source` text DEFAULT 'page' NOT NULL,
	`tracking_id` text,
	`user_data` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `partner_clicks_created` ON `partner_clicks` (`created_at`);--> statement-breakpoint
CREATE TABLE `session` (
	`id` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL,
	`token` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`ip_address` text,
	`user_agent` text,
	`user_id` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `session_token_unique` ON `session` (`token`);--> statement-breakpoint
CREATE INDEX `session_user` ON `session` (`user_id`);--> statement-breakpoint
CREATE TABLE `simulation_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`version` text DEFAULT 'v2' NOT NULL,
	`email` text,
	`current_step` integer DEFAULT 1 NOT NULL,
	`form_data` text DEFAULT '{}' NOT NULL,
	`tracking_data` text,
	`postal_code` text,
	`insee_code` text,
	`zone` integer,
	`is_complete` integer DEFAULT false NOT NULL,
	`final_result` text,
	`montant_final` integer,
	`is_eligible` integer,
	`session_duration` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`calculated_at` text,
	`completed_at` text
);
--> statement-breakpoint
CREATE INDEX `simulation_sessions_created` ON `simulation_sessions` (`created_at`);--> statement-breakpoint
CREATE INDEX `simulation_sessions_email` ON `simulation_sessions` (`email`);--> statement-breakpoint
CREATE TABLE `simulation_steps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` text NOT NULL,
	`step_number` integer NOT NULL,
	`step_name` text NOT NULL,
	`step_data` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `simulation_sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `simulation_steps_session` ON `simulation_steps` (`session_id`);--> statement-breakpoint
CREATE TABLE `site_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `tags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tags_slug` ON `tags` (`slug`);--> statement-breakpoint
CREATE TABLE `thematic_pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`h1_title` text,
	`meta_title` text,
	`meta_description` text,
	`theme_category` text DEFAULT 'guide' NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`faq` text,
	`testimonial` text,
	`word_count` integer,
	`reading_time` integer,
	`target_keywords` text,
	`structured_data` text,
	`related_slugs` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`seo_score` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `thematic_pages_slug` ON `thematic_pages` (`slug`);--> statement-breakpoint
CREATE TABLE `user` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`email_verified` integer DEFAULT false NOT NULL,
	`image` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_email_unique` ON `user` (`email`);--> statement-breakpoint
CREATE TABLE `user_roles` (
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`user_id`, `role`),
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `verification` (
	`id` text PRIMARY KEY NOT NULL,
	`identifier` text NOT NULL,
	`value` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer,
	`updated_at` integer
);
--> statement-breakpoint
CREATE TABLE `visitor_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`visitor_id` text NOT NULL,
	`session_id` text NOT NULL,
	`event_type` text NOT NULL,
	`event_data` text,
	`page_path` text,
	`landing_page` text,
	`referrer` text,
	`utm_source` text,
	`utm_medium` text,
	`utm_campaign` text,
	`utm_term` text,
	`utm_content` text,
	`traffic_source` text,
	`entry_page_type` text,
	`device_type` text,
	`screen_resolution` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `visitor_events_created` ON `visitor_events` (`created_at`);--> statement-breakpoint
CREATE INDEX `visitor_events_type` ON `visitor_events` (`event_type`);--> statement-breakpoint
CREATE INDEX `visitor_events_session` ON `visitor_events` (`session_id`);