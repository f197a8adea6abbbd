/**
 * Les barèmes du dépôt deviennent la version 1 des barèmes du store (issue 27) : quand la table est vide, une
 * version `active` avec les barèmes générés (src/core/apl/parameters/baremes.generated.ts), leurs sources
 * (references.generated.ts), datée de la dernière date d'effet d'une série. Étape de données lancée avec les
 * migrations (db/migrate.ts), idempotente, sur les deux stores.
 */
import { count } from 'drizzle-orm';
import { derniereDate } from '../../src/core/apl/parameters/edition/index.ts';
import type { SourceLegale } from '../../src/core/apl/parameters/edition/sources.ts';
import { baremes, source } from '../../src/core/apl/parameters/index.ts';
import { references } from '../../src/core/apl/parameters/references.generated.ts';
import type { Baremes, CleBareme, Serie } from '../../src/core/apl/parameters/types.ts';
import type { Db } from '../client.ts';
import { first, nowText } from '../dialect.ts';
import { scaleVersions } from '../tables.ts';

/** Qui propose et active la version 1 : la migration elle-même. */
export const MIGRATION = 'migration';

const series = (jeu: Baremes) => Object.entries(jeu) as Array<[CleBareme, Serie<unknown>]>;

/** La dernière date d'effet d'une série du jeu (AAAA-MM-JJ). */
export function derniereDateDuJeu(jeu: Baremes): string {
  return series(jeu)
    .map(([, serie]) => derniereDate(serie))
    .sort()
    .at(-1) as string;
}

/** Pour chaque série, la première référence à une adresse de sa dernière version. */
export function sourcesDuDepot(jeu: Baremes = baremes): Record<string, SourceLegale> {
  const out: Record<string, SourceLegale> = {};
  for (const [cle, serie] of series(jeu)) {
    const refs = references[cle]?.[derniereDate(serie)] ?? [];
    const ref = refs.find((r) => r.url !== undefined);
    if (ref?.url) out[cle] = { titre: ref.titre, url: ref.url };
  }
  return out;
}

/** Ajoute la version 1 si la table est vide ; rend le nombre de versions ajoutées (0 ou 1). */
export async function addBaselineScales(db: Db): Promise<number> {
  const n = (await first(db.select({ n: count() }).from(scaleVersions)))?.n ?? 0;
  if (n > 0) return 0;
  const added = await db
    .insert(scaleVersions)
    .values({
      label: `Barèmes du dépôt (OpenFisca-France ${source.openfisca})`,
      effectiveDate: derniereDateDuJeu(baremes),
      state: 'active',
      data: baremes,
      sources: sourcesDuDepot(),
      reasons: {},
      proposedBy: MIGRATION,
      activatedBy: MIGRATION,
      activatedAt: nowText(db),
    })
    .onConflictDoNothing()
    .returning({ id: scaleVersions.id });
  return added.length;
}
