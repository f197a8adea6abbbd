/**
 * `npm run bench -- --only=preview`: how long an editor waits for « Aperçu dans le site » (a private build of
 * one page, api/services/site-preview.ts): 5 previews of a new article and 5 of an edited city page, one after
 * the other as the server's queue runs them, beside a bare Astro build of as many trivial pages as a preview
 * renders, timed in the same run (what Astro's start-up alone costs here).
 */
import { eq } from 'drizzle-orm';
import { previewItem, SitePreviewRequest } from '../../api/routes/admin/site-preview-item.ts';
import { astroBuilders } from '../../api/services/astro-builders.ts';
import { defaultShardCount } from '../../api/services/build-shards.ts';
import { keepBuildersWarm } from '../../api/services/site-builds.ts';
import { SitePreviews } from '../../api/services/site-preview.ts';
import { first } from '../../db/dialect.ts';
import { cityPages } from '../../db/tables.ts';
import { createSandbox } from '../../tests/support/sandbox.ts';
import { bareAstroBuild } from './bare-astro.ts';
import type { Row } from './measure.ts';
import { median } from './median.ts';

const RUNS = 5;
/** Pages a preview build renders: the previewed one and the static pages every build renders. */
const PREVIEW_BUILD_PAGES = 42;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).replace('.', ',')} s`;

export async function benchPreview(): Promise<Row[]> {
  const sandbox = await createSandbox('bench/preview');
  try {
    const { db, env } = sandbox;
    const previews = new SitePreviews({ buildsDir: env.BUILDS_DIR, store: env.STORE, siteUrl: env.SITE_URL });
    const lyon = await first(db.select().from(cityPages).where(eq(cityPages.slug, 'apl-lyon')));
    if (!lyon) throw new Error('apl-lyon manquante');
    const requests = {
      article: (i: number) => ({
        kind: 'article',
        data: { title: `Aperçu de mesure ${i}`, content: `## Essai ${i}\n\nUn paragraphe.` },
      }),
      city: (i: number) => ({
        kind: 'city',
        id: lyon.id,
        data: {
          slug: 'apl-lyon',
          status: 'published',
          content: `<p>Texte de mesure numéro ${i}, assez long.</p>`,
        },
      }),
    };
    const rows: Row[] = [];
    // As a server runs them: its astro processes started ahead (api/server.ts), ready again by the time an editor
    // asks for the next preview; then with processes started on demand.
    for (const warm of [true, false]) {
      keepBuildersWarm(warm ? defaultShardCount() : 0, env.STORE);
      for (const [kind, body] of Object.entries(requests)) {
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          await astroBuilders.ready();
          const item = await previewItem(db, SitePreviewRequest.parse(body(i)), new Date());
          const started = previews.start('bench', item);
          if (!started) throw new Error('aperçu refusé');
          const state = await started.done;
          if (state.status !== 'ready') throw new Error(`aperçu en échec : ${state.error}\n${state.log}`);
          times.push(state.durationMs ?? 0);
        }
        rows.push({
          metric: `aperçu dans le site, ${kind === 'article' ? 'nouvel article' : 'page ville modifiée'}, processus astro ${warm ? 'démarré d’avance' : 'démarré à la demande'} (p50 de ${RUNS})`,
          value: `${seconds(median(times))} (${times.map(seconds).join(' / ')})`,
          target: warm ? '≤ 10 s' : '—',
        });
      }
    }
    const bare: number[] = [];
    for (let i = 0; i < 3; i++) bare.push((await bareAstroBuild(PREVIEW_BUILD_PAGES)).wallMs);
    rows.push({
      metric: `build Astro nue de ${PREVIEW_BUILD_PAGES} pages triviales (médiane de 3)`,
      value: `${seconds(median(bare))} (${bare.map(seconds).join(' / ')})`,
      target: 'référence',
    });
    return rows;
  } finally {
    await sandbox.close();
  }
}
