/**
 * The legal parameters in words and units: the French name of each series and of each field, and how a value
 * reads (« 333,14 € », « 2,83 % », « 28 ans », « 1,4 »), instead of the engine's identifiers and bare numbers.
 */
import { euros, pourcentage } from '../../../../../src/core/apl/format.ts';
import type { CleBareme } from '../../../../../src/core/apl/parameters/types.ts';
import { fmtNumber } from '../../lib/format.ts';

type Unit = 'euros' | 'percent' | 'number' | 'age';

type SeriesText = {
  title: string;
  /** The unit of every value of the series, unless `leaves` names the field. */
  unit: Unit;
  leaves?: Record<string, Unit>;
};

export const SERIES: Record<CleBareme, SeriesText> = {
  loyersPlafonds: { title: 'Loyers plafonds mensuels', unit: 'euros' },
  coefficientsPlafond: { title: 'Coefficients du loyer plafond (colocation, chambre)', unit: 'percent' },
  coefficientMeuble: { title: 'Part du loyer retenue en meublé (AL)', unit: 'percent' },
  forfaitCharges: { title: 'Forfait de charges mensuel', unit: 'euros' },
  participationMinimale: {
    title: 'Participation minimale P0',
    unit: 'euros',
    leaves: { taux: 'percent' },
  },
  tauxFamille: { title: 'Taux famille TF', unit: 'percent' },
  tauxLoyer: { title: 'Taux loyer TL (seuils du rapport loyer / loyer de référence)', unit: 'percent' },
  abattementR0: { title: 'Abattement forfaitaire R0 (annuel)', unit: 'euros' },
  arrondiRessources: { title: 'Arrondi des ressources (centaine supérieure)', unit: 'euros' },
  degressivite: { title: 'Coefficients de dégressivité et de suppression', unit: 'number' },
  minorationForfaitaire: { title: 'Minoration forfaitaire de l’aide', unit: 'euros' },
  seuilVersement: { title: 'Seuil de versement', unit: 'euros' },
  crds: { title: 'CRDS prélevée sur l’aide', unit: 'percent' },
  rlsFraction: { title: 'Part de la RLS déduite de l’APL', unit: 'percent' },
  rlsPlafonds: { title: 'Plafonds mensuels de ressources de la RLS', unit: 'euros' },
  rlsMontants: { title: 'Montants mensuels de la RLS', unit: 'euros' },
  ressourcesEtudiants: {
    title: 'Ressources forfaitaires des étudiants (annuelles)',
    unit: 'euros',
    leaves: { ageMaximum: 'age' },
  },
  abattementChomage: { title: 'Abattement chômage indemnisé, retraite, AAH', unit: 'percent' },
  abattementFraisProfessionnels: {
    title: 'Déduction pour frais professionnels',
    unit: 'euros',
    leaves: { taux: 'percent' },
  },
  equivalenceLoyerFoyer: { title: 'Logements-foyers : équivalence de loyer et de charges E', unit: 'euros' },
  equivalenceLoyerMinimale: {
    title: 'Logements-foyers : équivalence minimale E0 et loyer minimal L0',
    unit: 'euros',
    leaves: { taux: 'percent' },
  },
  coefficientPriseEnCharge: {
    title: 'Logements-foyers : coefficient de prise en charge K',
    unit: 'euros',
    leaves: { plafond: 'number' },
  },
  nombreParts: { title: 'Logements-foyers : nombre de parts N', unit: 'number' },
  equivalenceLoyerAl: { title: 'Logements-foyers : équivalence de loyer de l’AL', unit: 'euros' },
  forfaitChargesFoyer: { title: 'Logements-foyers : forfait de charges de l’AL', unit: 'euros' },
  versementFoyer: {
    title: 'Logements-foyers : minoration, seuil de versement, dépense nette minimale',
    unit: 'euros',
  },
  forfaitChargesOutreMer: { title: 'Outre-mer : forfait de charges mensuel', unit: 'euros' },
  tauxFamilleOutreMer: { title: 'Outre-mer : taux famille TF', unit: 'percent' },
  abattementR0OutreMer: { title: 'Outre-mer : abattement R0 (annuel)', unit: 'euros' },
  patrimoine: { title: 'Patrimoine', unit: 'euros', leaves: { tauxCapitaux: 'percent' } },
  ageEquivalencePersonnesAgees: { title: 'Âge de l’équivalence « personnes âgées »', unit: 'age' },
  arrondiCoefficientK: { title: 'Pas de l’arrondi du coefficient K', unit: 'number' },
};

const FIELDS: Record<string, string> = {
  personneSeule: 'Personne seule',
  isole: 'Personne seule',
  couple: 'Couple',
  unePac: '1 personne à charge',
  parPacSupplementaire: 'Par personne à charge en plus',
  parPac: 'Par personne à charge',
  isoleOuCouple: 'Personne seule ou couple',
  colocationIsole: 'Colocation, personne seule',
  colocationCouple: 'Colocation, couple',
  colocationParPac: 'Colocation, par personne à charge',
  colocation: 'Colocation',
  chambre: 'Chambre',
  chambrePersonneAgeeOuHandicapee: 'Chambre d’une personne âgée ou handicapée',
  taux: 'Taux',
  minimum: 'Minimum',
  maximum: 'Maximum',
  seuil: 'Seuil',
  seuil1: 'Seuil 1',
  seuil2: 'Seuil 2',
  taux1: 'Taux 1',
  taux2: 'Taux 2',
  taux3: 'Taux 3',
  degressivite: 'Dégressivité',
  suppression: 'Suppression',
  al: 'AL',
  apl: 'APL',
  ageMaximum: 'Âge limite (exclu)',
  forfait: 'Forfait',
  minorationBoursier: 'Minoration des boursiers',
  forfaitFoyer: 'Forfait en foyer ou résidence CROUS',
  minorationBoursierFoyer: 'Minoration des boursiers en foyer',
  tranches: 'Tranches',
  forfaitParPart: 'Forfait par part',
  plafond: 'Plafond',
  r: 'Coefficient r',
  cm: 'Coefficient cm',
  etudiantChambre: 'Étudiant en chambre',
  etudiantChambreRehabilitee: 'Étudiant en chambre réhabilitée',
  personneAgee: 'Personne âgée',
  autre: 'Autre résident',
  minoration: 'Minoration',
  depenseNetteMinimale: 'Dépense nette minimale',
  tauxCapitaux: 'Revenu forfaitaire des capitaux',
};

/** The French name of a field: « Zone 1 », « 3 personnes à charge », « Par personne à charge au-delà de 6 »… */
export function fieldLabel(key: string): string {
  if (/^[123]$/.test(key)) return `Zone ${key}`;
  const pac = /^pac(\d+)$/.exec(key);
  if (pac) return `${pac[1]} ${pac[1] === '1' ? 'personne' : 'personnes'} à charge`;
  const beyond = /^parPacAuDelaDe(\d+)$/.exec(key);
  if (beyond) return `Par personne à charge au-delà de ${beyond[1]}`;
  return FIELDS[key] ?? key;
}

export const seriesTitle = (key: string) => SERIES[key as CleBareme]?.title ?? key;

/** A value of the series `key` at the field `leaf`, in its unit. */
export function parameterValue(key: string, leaf: string, v: number): string {
  const s = SERIES[key as CleBareme];
  const unit = s?.leaves?.[leaf] ?? s?.unit ?? 'number';
  if (unit === 'euros') return euros(v, Number.isInteger(v) ? 0 : 2);
  if (unit === 'percent') return pourcentage(v, 3);
  if (unit === 'age') return `${v} ans`;
  return fmtNumber(v);
}

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** « chaque année le 1er octobre », from « 10-01 ». */
export function yearlyOn(mmdd: string): string {
  const [m, d] = mmdd.split('-').map(Number);
  return `chaque année le ${d === 1 ? '1er' : d} ${MONTHS[(m ?? 1) - 1]}`;
}
