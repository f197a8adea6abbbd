/**
 * Calcul en lot : un cas JSON par ligne sur l'entrée standard, un résultat JSON par ligne en sortie.
 *
 *   npm run -s simulate < cas.jsonl
 *
 * Entrée (format de ../shared/apl/oracle-dev-cases.jsonl et oracle-situations-dev.jsonl, champ `input`) :
 * id, date (AAAA-MM), zone | depcom | postalCode, rent, charges, furnished, colocation, chambre? (ou room),
 * conventionne?, birthDate, status, boursier?, livingAlone, children, income ; et, au choix : housing
 * (ordinary | foyer | crous) avec redevance et renovated?, unemploymentStart, unemploymentIndemnified?,
 * salaryBeforeUnemployment?, assets, overseas ; les conditions d'ouverture du droit nationality (fr | eu | other),
 * studentPermit, bcsConditions, landlordRelative, parentsIfi. Une zone donnée l'emporte sur le lieu ; une commune d'un
 * département d'outre-mer (971, 972, 973, 974, 976) met `overseas` à vrai.
 * Sortie : { id, montant, montantFinal, isEligible, zone, aidType, bareme (date d'effet), baremeLabel,
 * warning?, refusCode, refusReason, conditions, commune?, overseas?, zoneAmbiguous?, steps } ou { id, error } (message
 * en français).
 * Un code postal dont les communes sont dans des zones différentes ne peut pas être posé en question ici :
 * on retient la commune la plus peuplée (convention des cas de référence) et on le signale (`zoneAmbiguous`).
 * Une ligne illisible ne bloque jamais les suivantes.
 *
 * Barèmes (issue 27) : par défaut ceux du dépôt (les cas de référence se vérifient ainsi) ;
 *   --store[=<cible>]       la version active d'un store (sans cible : DATABASE_URL ou DATABASE_PATH) ;
 *   --parameters=<fichier>  un jeu de barèmes JSON (toutes les séries, toutes leurs versions datées).
 */

import { parseArgs } from 'node:util';
import { calculateAid, MESSAGE_ERREUR_CALCUL } from '#core/apl/index.ts';
import { buildZoneIndex, resolveZone, type ZoneIndex } from '#core/zoning/index.ts';
import { loadCommuneZoneRecords } from '../db/import/commune-zones.ts';

let index: ZoneIndex | null = null;
const zoneIndex = (): ZoneIndex => {
  index ??= buildZoneIndex(loadCommuneZoneRecords());
  return index;
};

type Ligne = Record<string, unknown>;

export function simulerLigne(texte: string): Record<string, unknown> {
  let cas: unknown;
  try {
    cas = JSON.parse(texte);
  } catch {
    return { id: null, error: 'Ligne illisible : ce n’est pas un objet JSON valide.' };
  }
  if (cas === null || typeof cas !== 'object' || Array.isArray(cas)) {
    return { id: null, error: 'Ligne illisible : un objet JSON décrivant un cas est attendu.' };
  }
  // Une ligne complète des cas de référence ({ id, input, output }) est acceptée : on lit son `input`.
  const brut = cas as Ligne;
  const c = (
    brut.input && typeof brut.input === 'object'
      ? { ...(brut.input as Ligne), id: brut.id ?? (brut.input as Ligne).id }
      : brut
  ) as Ligne;
  const id = c.id ?? null;
  try {
    const besoinIndex =
      (c.zone === undefined || c.zone === null) && (c.depcom !== undefined || c.postalCode !== undefined);
    const lieu = resolveZone(besoinIndex ? zoneIndex() : null, c);
    let zone: number;
    const extra: Ligne = {};
    if (lieu.kind === 'error') return { id, error: lieu.message };
    if (lieu.kind === 'ambiguous') {
      zone = lieu.defaultCommune.zone as number;
      extra.commune = { insee: lieu.defaultCommune.insee, name: lieu.defaultCommune.name };
      extra.zoneAmbiguous = true;
    } else {
      zone = lieu.zone;
      if (lieu.commune) extra.commune = { insee: lieu.commune.insee, name: lieu.commune.name };
    }
    const entree: Ligne = { ...c, zone };
    // `room` : autre nom de `chambre` dans les cas de référence.
    if (entree.chambre === undefined && entree.room !== undefined) entree.chambre = entree.room;
    if (lieu.overseas) {
      entree.overseas = true;
      extra.overseas = true;
    }
    const r = calculateAid(entree, { date: typeof c.date === 'string' ? c.date : '' });
    if (!r.ok) return { id, error: r.errors.map((e) => e.message).join(' ; ') };
    const res = r.result;
    return {
      id,
      montant: res.montant,
      montantFinal: res.montantFinal,
      isEligible: res.isEligible,
      zone: res.zone,
      aidType: res.aidType,
      bareme: res.bareme.effectiveFrom,
      baremeLabel: res.bareme.label,
      ...(res.bareme.warning ? { warning: res.bareme.warning } : {}),
      refusCode: res.refusCode,
      refusReason: res.refusReason,
      conditions: res.conditions,
      ...extra,
      steps: res.steps,
    };
  } catch {
    return { id, error: MESSAGE_ERREUR_CALCUL };
  }
}

/** Installe les barèmes demandés en ligne de commande (aucune option : ceux du dépôt). */
export async function installerBaremesDemandes(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { store: { type: 'string' }, parameters: { type: 'string' } },
    strict: true,
  });
  if (values.store !== undefined && values.parameters !== undefined)
    throw new Error('Choisir --store ou --parameters, pas les deux.');
  if (values.store === undefined && values.parameters === undefined) return;
  // Chargés à la demande : sans option, le calcul ne charge ni la base ni ses pilotes.
  const { installActiveScales, installScalesFile } = await import('../src/lib/server/scales.ts');
  if (values.parameters !== undefined) installScalesFile(values.parameters);
  if (values.store === undefined) return;
  const { closeDb, openDb, storeTarget } = await import('../db/client.ts');
  const db = openDb(values.store || storeTarget(), { readonly: true });
  try {
    await installActiveScales(db);
  } finally {
    await closeDb(db);
  }
}

async function main(): Promise<void> {
  try {
    await installerBaremesDemandes(process.argv.slice(2).map((a) => (a === '--store' ? '--store=' : a)));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const lignes = Buffer.concat(chunks).toString('utf8').split('\n');
  let out: string[] = [];
  for (const ligne of lignes) {
    if (ligne.trim() === '') continue;
    out.push(JSON.stringify(simulerLigne(ligne)));
    if (out.length >= 1000) {
      process.stdout.write(`${out.join('\n')}\n`);
      out = [];
    }
  }
  if (out.length > 0) process.stdout.write(`${out.join('\n')}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
