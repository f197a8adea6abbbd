-- Issue 30: the admin's search. One row per searchable item (article, guide, city page, FAQ entry, media), its
-- text as shown (title, slug, plain body) and as indexed (doc_*: folded by the application, the same on both
-- stores), with the stamp of the source it was made from (db/queries/search.ts keeps it current on save).
CREATE TABLE `search_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`body` text NOT NULL,
	`stamp` text NOT NULL,
	`doc_title` text NOT NULL,
	`doc_slug` text NOT NULL,
	`doc_body` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `search_entries_item` ON `search_entries` (`kind`,`item_id`);
--> statement-breakpoint
-- FTS5 over the folded columns (external content: the text is stored once, in search_entries).
CREATE VIRTUAL TABLE `search_fts` USING fts5(
	doc_title, doc_slug, doc_body,
	content='search_entries', content_rowid='id',
	tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);
--> statement-breakpoint
CREATE TRIGGER `search_entries_ai` AFTER INSERT ON `search_entries` BEGIN
	INSERT INTO search_fts(rowid, doc_title, doc_slug, doc_body) VALUES (new.id, new.doc_title, new.doc_slug, new.doc_body);
END;
--> statement-breakpoint
CREATE TRIGGER `search_entries_ad` AFTER DELETE ON `search_entries` BEGIN
	INSERT INTO search_fts(search_fts, rowid, doc_title, doc_slug, doc_body) VALUES ('delete', old.id, old.doc_title, old.doc_slug, old.doc_body);
END;
--> statement-breakpoint
CREATE TRIGGER `search_entries_au` AFTER UPDATE ON `search_entries` BEGIN
	INSERT INTO search_fts(search_fts, rowid, doc_title, doc_slug, doc_body) VALUES ('delete', old.id, old.doc_title, old.doc_slug, old.doc_body);
	INSERT INTO search_fts(rowid, doc_title, doc_slug, doc_body) VALUES (new.id, new.doc_title, new.doc_slug, new.doc_body);
END;
