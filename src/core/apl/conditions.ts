/**
 * Les conditions d'ouverture du droit, à côté du montant (DECISIONS 21) : qui peut recevoir une aide
 * personnelle au logement, quel que soit son montant. Chaque condition a son article et la date depuis laquelle
 * sa règle s'applique ; elle est évaluée à partir des réponses et donne un verdict : remplie, non remplie (la
 * réponse annule l'aide), ou à vérifier (la réponse manque, ou le simulateur ne la demande pas).
 *
 * Le moteur de référence (OpenFisca-France) n'en vérifie aucune (FORMULA.md § 2, étape 0) : elles viennent
 * du code de la construction et de l'habitation, lu dans sa version en vigueur au mois de l'aide.
 */
import type { Nationalite } from './types.ts';

/** Les conditions que le résultat nomme, dans l'ordre où il les nomme. */
export type CodeCondition =
  | 'nationaliteTitre'
  | 'bailleurFamille'
  | 'ifiParents'
  | 'residencePrincipale'
  | 'decenceSurface';

export type StatutCondition = 'remplie' | 'non-remplie' | 'a-verifier';

export type VerdictCondition = {
  readonly code: CodeCondition;
  readonly statut: StatutCondition;
  /** Article(s) appliqué(s), citation française. */
  readonly article: string;
  /** Date (AAAA-MM-JJ) depuis laquelle la règle appliquée est en vigueur. */
  readonly depuis: string;
};

/** Ce que les conditions lisent de l'entrée du moteur (tous facultatifs : absents, « à vérifier »). */
export type ReponsesConditions = {
  readonly housing?: 'ordinary' | 'foyer' | 'crous' | undefined;
  readonly boursier?: boolean | undefined;
  readonly nationality?: Nationalite | undefined;
  readonly studentPermit?: boolean | undefined;
  readonly bcsConditions?: boolean | undefined;
  readonly landlordRelative?: boolean | undefined;
  readonly parentsIfi?: boolean | undefined;
};

/**
 * Loi n° 2026-103 du 19 février 2026 de finances pour 2026, art. 179 (JORF, JORFARTI000053509383) : un 3° au I
 * de l'article L. 822-2 exclut, à compter du 1er juillet 2026, les étrangers hors UE, EEE et Suisse titulaires
 * d'un visa de long séjour ou d'un titre de séjour « étudiant » (CESEDA L. 422-1 à L. 422-7) qui ne remplissent
 * pas les conditions pour être titulaires d'une bourse d'enseignement supérieur sur critères sociaux.
 * Décision n° 2026-901 DC du Conseil constitutionnel.
 */
export const EXCLUSION_TITRE_ETUDIANT = {
  depuis: '2026-07-01',
  article: 'CCH art. L. 822-2, I, 3° (loi n° 2026-103 du 19 février 2026, art. 179)',
  articleAvant: 'CCH art. L. 822-2, I ; CSS art. L. 512-2',
} as const;

/** Entrée en vigueur du livre VIII recodifié du CCH (ordonnance n° 2019-770, décret n° 2019-772). */
const RECODIFICATION = '2019-09-01';

/**
 * Vrai quand l'exclusion des titres de séjour « étudiant » s'applique au mois `mois` (AAAA-MM). Les
 * conditions de la bourse sont remplies par défaut par un boursier (il la reçoit), non remplies sinon.
 */
export function exclusionTitreEtudiant(r: ReponsesConditions, mois: string): boolean {
  if (`${mois}-01` < EXCLUSION_TITRE_ETUDIANT.depuis) return false;
  if (r.nationality !== 'other' || r.studentPermit !== true) return false;
  return !(r.bcsConditions ?? r.boursier === true);
}

function nationaliteTitre(r: ReponsesConditions, mois: string): VerdictCondition {
  const enVigueur = `${mois}-01` >= EXCLUSION_TITRE_ETUDIANT.depuis;
  const base = enVigueur
    ? { article: EXCLUSION_TITRE_ETUDIANT.article, depuis: EXCLUSION_TITRE_ETUDIANT.depuis }
    : { article: EXCLUSION_TITRE_ETUDIANT.articleAvant, depuis: RECODIFICATION };
  let statut: StatutCondition;
  if (r.nationality === undefined) statut = 'a-verifier';
  else if (exclusionTitreEtudiant(r, mois)) statut = 'non-remplie';
  else if (r.nationality === 'other' && enVigueur && r.studentPermit === undefined) statut = 'a-verifier';
  else statut = 'remplie';
  return { code: 'nationaliteTitre', statut, ...base };
}

const parReponse = (v: boolean | undefined): StatutCondition =>
  v === undefined ? 'a-verifier' : v ? 'non-remplie' : 'remplie';

/**
 * Le verdict de chaque condition pour le mois de l'aide (AAAA-MM), dans l'ordre du résultat. Le logement
 * d'un membre de la famille ne concerne que la location ordinaire (une résidence n'a pas de bailleur
 * particulier) ; la résidence principale et la décence du logement ne sont pas demandées : toujours à vérifier.
 */
export function evaluerConditions(r: ReponsesConditions, mois: string): VerdictCondition[] {
  const verdicts: VerdictCondition[] = [nationaliteTitre(r, mois)];
  if ((r.housing ?? 'ordinary') === 'ordinary') {
    verdicts.push({
      code: 'bailleurFamille',
      statut: parReponse(r.landlordRelative),
      article: 'CCH art. L. 822-3 et R. 822-1',
      depuis: RECODIFICATION,
    });
  }
  verdicts.push(
    {
      code: 'ifiParents',
      statut: parReponse(r.parentsIfi),
      article: 'CCH art. L. 822-8',
      depuis: RECODIFICATION,
    },
    {
      code: 'residencePrincipale',
      statut: 'a-verifier',
      article: 'CCH art. L. 822-2, II et R. 822-23',
      depuis: RECODIFICATION,
    },
    {
      code: 'decenceSurface',
      statut: 'a-verifier',
      article: 'CCH art. L. 822-9, L. 822-10, R. 822-24 et R. 822-25',
      depuis: RECODIFICATION,
    },
  );
  return verdicts;
}

/**
 * Les conditions que le simulateur demande (la nationalité et le titre, le logement d'un parent ou d'un enfant,
 * l'IFI des parents là où un rattachement est possible) ; les autres sont toujours « à vérifier ».
 */
export const CONDITIONS_DEMANDEES: ReadonlySet<CodeCondition> = new Set([
  'nationaliteTitre',
  'bailleurFamille',
  'ifiParents',
]);

/** La première condition non remplie, qui annule l'aide, ou null. */
export function conditionNonRemplie(verdicts: ReadonlyArray<VerdictCondition>): VerdictCondition | null {
  return verdicts.find((v) => v.statut === 'non-remplie') ?? null;
}
