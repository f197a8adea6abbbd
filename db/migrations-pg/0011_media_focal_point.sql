ALTER TABLE "media" ADD COLUMN "focal_x" double precision;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "focal_y" double precision;