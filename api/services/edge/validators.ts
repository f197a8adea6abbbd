/**
 * Cache validators of the build's files (issue 28): a strong ETag made from the file's bytes, so the same page has
 * the same tag on every server and in every build that kept it (an incremental build hard-links the pages it did
 * not render, a rollback brings back the former bytes), and the 304 decision of RFC 9110 §13.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** Tags already computed, by file identity (path, inode, mtime, size): a rebuilt file is a new inode. */
const tags = new Map<string, string>();
const MAX_TAGS = 50_000;

export type FileIdentity = { ino: number; mtimeMs: number; size: number };

/** The strong ETag of a file (`"<sha-256, base64url, 128 bits>"`), computed once per version of the file. */
export function fileETag(path: string, stats: FileIdentity): string {
  const key = `${path}\0${stats.ino}\0${stats.mtimeMs}\0${stats.size}`;
  let tag = tags.get(key);
  if (tag === undefined) {
    tag = `"${createHash('sha256').update(readFileSync(path)).digest('base64url').slice(0, 22)}"`;
    if (tags.size >= MAX_TAGS) tags.clear();
    tags.set(key, tag);
  }
  return tag;
}

const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/**
 * Whether a GET or HEAD may answer 304, and with which ETag: the request's own form of the matching tag (the
 * compress middleware weakens the tag of a gzipped answer, W/"…", and the client holds that one), or null for a
 * full answer. If-None-Match (weak comparison) decides when present; otherwise If-Modified-Since, to the second.
 */
export function notModified(
  request: { ifNoneMatch: string | undefined; ifModifiedSince: string | undefined },
  etag: string,
  mtime: Date,
): string | null {
  if (request.ifNoneMatch !== undefined) {
    if (request.ifNoneMatch.trim() === '*') return etag;
    const wanted = opaque(etag);
    const match = request.ifNoneMatch
      .split(',')
      .map((t) => t.trim())
      .find((t) => opaque(t) === wanted);
    return match ?? null;
  }
  if (request.ifModifiedSince === undefined) return null;
  const since = Date.parse(request.ifModifiedSince);
  if (Number.isNaN(since)) return null;
  return Math.floor(mtime.getTime() / 1000) * 1000 <= since ? etag : null;
}
