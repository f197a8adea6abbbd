/**
 * `npm run media:variants`: brings every image of the media library to what an upload now stores (issue 26): a
 * file that still carries its metadata (EXIF with its GPS position and author, XMP, IPTC) or is wider than
 * 2,560 px is rewritten without it, upright, under the same name (pages point at it), and the resized copies it
 * lacks (up to 1,600 px, its own width when narrower) are made. Each image is decoded once, in the bounded image
 * process. Safe to run again: images already done are left alone. The pages that show these images get their
 * new srcset at the next build of the site.
 */
import { prepareDatabase } from '../api/bootstrap.ts';
import { readEnv } from '../api/env.ts';
import { makeMissingVariants } from '../api/services/media-images.ts';
import { closeDb } from '../db/client.ts';

const env = readEnv();
const db = await prepareDatabase(env.STORE, () => {});
try {
  const report = await makeMissingVariants(db, env.MEDIA_DIR);
  console.log(`Images remises à jour (métadonnées retirées, variantes ajoutées) : ${report.done}.`);
  for (const s of report.skipped) console.log(`  image n° ${s.id} laissée telle quelle : ${s.reason}`);
} finally {
  await closeDb(db);
}
