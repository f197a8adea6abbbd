/**
 * `npm run media:variants`: makes the resized copies (srcset) of the images uploaded before the media library
 * made them on upload. Safe to run again: images already done are left alone. The pages that show these images
 * get their srcset at the next build of the site.
 */
import { prepareDatabase } from '../api/bootstrap.ts';
import { readEnv } from '../api/env.ts';
import { makeMissingVariants } from '../api/services/media-images.ts';
import { closeDb } from '../db/client.ts';

const env = readEnv();
const db = await prepareDatabase(env.STORE, () => {});
try {
  const report = await makeMissingVariants(db, env.MEDIA_DIR);
  console.log(`Variantes créées pour ${report.done} image(s).`);
  for (const s of report.skipped) console.log(`  image n° ${s.id} laissée sans variantes : ${s.reason}`);
} finally {
  await closeDb(db);
}
