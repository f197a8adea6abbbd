-- Issue 30: the admin's search. One row per searchable item (article, guide, city page, FAQ entry, media), its
-- text as shown (title, slug, plain body) and as indexed (doc_*: folded by the application, the same on both
-- stores), with the stamp of the source it was made from (db/queries/search.ts keeps it current on save).
-- The tsvector uses the `simple` configuration (no stemming, as SQLite's FTS5), title weighted A, slug B, body D.
CREATE TABLE "search_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"body" text NOT NULL,
	"stamp" text NOT NULL,
	"doc_title" text NOT NULL,
	"doc_slug" text NOT NULL,
	"doc_body" text NOT NULL,
	"document" tsvector GENERATED ALWAYS AS (
		setweight(to_tsvector('simple'::regconfig, "doc_title"), 'A') ||
		setweight(to_tsvector('simple'::regconfig, "doc_slug"), 'B') ||
		setweight(to_tsvector('simple'::regconfig, "doc_body"), 'D')
	) STORED
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_entries_item" ON "search_entries" USING btree ("kind","item_id");
--> statement-breakpoint
CREATE INDEX "search_entries_document" ON "search_entries" USING gin ("document");
