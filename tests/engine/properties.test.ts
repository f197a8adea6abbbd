/**
 * Propriétés qu'un juriste vérifierait, sur des foyers tirés au hasard (fast-check) :
 * - l'aide n'est jamais négative ;
 * - elle ne monte jamais quand les revenus montent (hors effet de la RLS, voir plus bas) ;
 * - elle ne baisse jamais quand le loyer monte tant qu'il reste sous le plafond ;
 * - elle est nulle exactement quand la loi le dit : on la recalcule ici indépendamment, en double
 *   précision, directement depuis la formule de FORMULA.md, et les deux calculs concordent.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOpenFisca } from '#core/apl/age.ts';
import { computeAid } from '#core/apl/explained.ts';
import { baremesDuMois } from '#core/apl/parameters/index.ts';
import type { EntreeMoteur, ResultatAide } from '#core/apl/types.ts';

const mois = fc
  .oneof(
    fc.integer({ min: 2023 * 12 + 9, max: 2026 * 12 + 10 }),
    fc.integer({ min: 2021 * 12, max: 2021 * 12 + 8 }),
  )
  .map((t) => `${Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, '0')}`);

const montantEuros = (max: number) =>
  fc.oneof(
    fc.integer({ min: 0, max }),
    fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100),
  );

/** Un logement ordinaire : le loyer est toujours donné. */
type EntreeLocative = EntreeMoteur & { readonly rent: number };

const entree: fc.Arbitrary<EntreeLocative> = fc.record({
  zone: fc.constantFrom(1 as const, 2 as const, 3 as const),
  rent: montantEuros(2500).map((r) => Math.max(1, r)),
  furnished: fc.boolean(),
  chambre: fc.boolean(),
  colocation: fc.boolean(),
  conventionne: fc.boolean(),
  birthDate: fc
    .date({
      min: new Date('1950-01-01T00:00:00Z'),
      max: new Date('2005-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10)),
  status: fc.constantFrom('student', 'employee', 'unemployed', 'rsa', 'other'),
  boursier: fc.boolean(),
  livingAlone: fc.boolean(),
  children: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 12 })),
  income: fc.oneof(montantEuros(3000), montantEuros(100_000)),
});

function calcul(e: EntreeMoteur, m: string): ResultatAide {
  const r = computeAid(e, m);
  if (!r.ok) throw new Error(`${m} : ${JSON.stringify(r.errors)}`);
  return r.result;
}

const runs = { numRuns: 3000 };

describe('propriétés de l’aide', () => {
  it('n’est jamais négative ; le montant versé est un entier, nul si et seulement si un motif est donné', () => {
    fc.assert(
      fc.property(entree, mois, (e, m) => {
        const r = calcul(e, m);
        expect(r.montant).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(r.montantFinal)).toBe(true);
        expect(r.montantFinal).toBeGreaterThanOrEqual(0);
        expect(r.montantFinal).toBeLessThanOrEqual(r.montant);
        expect(r.isEligible).toBe(r.montantFinal > 0);
        expect(r.refusCode === null).toBe(r.isEligible);
        expect(r.refusReason === null).toBe(r.isEligible);
      }),
      runs,
    );
  });

  it('ne monte jamais quand les revenus montent', () => {
    fc.assert(
      fc.property(entree, mois, montantEuros(5000), (e, m, hausse) => {
        const a = calcul(e, m);
        const b = calcul({ ...e, income: Math.min(100_000, e.income + hausse) }, m);
        // En HLM, passer au-dessus du plafond de la RLS supprime la baisse de loyer du bailleur et
        // donc sa déduction de l'APL : l'APL remonte, mais le loyer payé aussi. On compare l'aide avant RLS.
        expect(b.intermediaires.aideBrute).toBeLessThanOrEqual(a.intermediaires.aideBrute);
        if (!e.conventionne) {
          expect(b.montant).toBeLessThanOrEqual(a.montant);
          expect(b.montantFinal).toBeLessThanOrEqual(a.montantFinal);
        }
      }),
      runs,
    );
  });

  it('ne baisse jamais quand le loyer monte sous le plafond', () => {
    fc.assert(
      fc.property(entree, mois, montantEuros(400), (e, m, hausse) => {
        const a = calcul(e, m);
        const b = calcul({ ...e, rent: e.rent + hausse }, m);
        fc.pre(b.intermediaires.loyerReel <= b.intermediaires.loyerPlafond);
        expect(b.montant).toBeGreaterThanOrEqual(a.montant);
        expect(b.montantFinal).toBeGreaterThanOrEqual(a.montantFinal);
      }),
      runs,
    );
  });

  it('est nulle exactement quand la loi le dit (recalcul indépendant en double précision)', () => {
    let comparés = 0;
    fc.assert(
      fc.property(entree, mois, (e, m) => {
        const r = calcul(e, m);
        const loi = formuleDeReference(e, m);
        expect(Math.abs(r.montant - loi.montant)).toBeLessThanOrEqual(0.1);
        // Loin des frontières (à plus de 5 centimes près), l'aide est nulle pour les deux calculs à la fois.
        if (loi.distanceFrontiere > 0.05) {
          comparés++;
          expect(r.montantFinal === 0).toBe(loi.verse === 0);
          expect(Math.abs(r.montantFinal - loi.verse)).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 5000 },
    );
    expect(comparés).toBeGreaterThan(4500);
  });
});

/**
 * La formule telle que FORMULA.md la décrit (pseudocode § 2 et montant versé § 6), en double précision,
 * sans rien emprunter au moteur que les valeurs des barèmes. Renvoie aussi la distance du cas à la
 * frontière la plus proche entre « aide nulle » et « aide versée ».
 */
function formuleDeReference(e: EntreeLocative, m: string) {
  const p = baremesDuMois(m)?.valeurs;
  if (!p) throw new Error('barèmes absents');
  // Arrondis de NumPy : demi au pair (FORMULA.md § 0).
  const rint = (x: number) => {
    const f = Math.floor(x);
    return x - f < 0.5 ? f : x - f > 0.5 ? f + 1 : f % 2 === 0 ? f : f + 1;
  };
  const r2 = (x: number) => rint(x * 100) / 100;
  const np = e.children;
  const couple = !e.livingAlone;
  const z = p.loyersPlafonds[e.zone];
  const z2 = p.loyersPlafonds[2];
  const meuble = e.furnished && (!e.conventionne || e.chambre);
  const lr = rint(e.rent * (meuble ? p.coefficientMeuble : 1));
  const base = (t: typeof z, chambre: boolean) =>
    chambre || (!couple && np === 0)
      ? t.personneSeule
      : np >= 1
        ? t.unePac + (np - 1) * t.parPacSupplementaire
        : t.couple;
  const plaf = r2(base(z, e.chambre) * (e.colocation ? 0.75 : 1) * (e.chambre ? 0.9 : 1));
  const L = Math.min(lr, plaf);
  const fcg = p.forfaitCharges;
  const C = e.colocation
    ? (couple ? fcg.colocationCouple : fcg.colocationIsole) + np * fcg.colocationParPac
    : fcg.isoleOuCouple + np * fcg.parPac;
  const comp = (t: {
    isole: number;
    couple: number;
    pac1: number;
    pac2: number;
    pac3: number;
    pac4: number;
    pac5: number;
    pac6: number;
    parPacAuDelaDe6: number;
  }) =>
    np === 0
      ? couple
        ? t.couple
        : t.isole
      : np <= 6
        ? ([t.pac1, t.pac2, t.pac3, t.pac4, t.pac5, t.pac6][np - 1] as number)
        : t.pac6 + (np - 6) * t.parPacAuDelaDe6;
  // Ressources (§ 4).
  const age = ageOpenFisca(e.birthDate, `${m}-01`);
  let R: number;
  if (e.status === 'student' && age < p.ressourcesEtudiants.ageMaximum) {
    R = p.ressourcesEtudiants.forfait - (e.boursier ? p.ressourcesEtudiants.minorationBoursier : 0);
  } else if (e.status === 'rsa' || (e.status === 'unemployed' && e.income === 0)) {
    R = 0;
  } else {
    const annuel = 12 * e.income;
    const fp = p.abattementFraisProfessionnels;
    const ded = rint(Math.min(Math.max(fp.taux * annuel, fp.minimum), fp.maximum));
    R = Math.max(0, annuel - ded);
  }
  R = Math.ceil(r2(R) / 100) * 100;
  const R0 = comp(p.abattementR0);
  const TF = comp(p.tauxFamille);
  const RL = L / base(z2, false);
  const TL = RL < 0.45 ? 0 : RL < 0.75 ? 0.0045 * (RL - 0.45) : 0.00135 + 0.0068 * (RL - 0.75);
  const P0 = Math.max(p.participationMinimale.taux * (L + C), p.participationMinimale.minimum);
  const Pp = P0 + (TF + TL) * Math.max(0, R - R0);
  const brut = L + C - Pp;
  const A = Math.max(0, brut);
  const seuil = e.conventionne ? p.seuilVersement.apl : p.seuilVersement.al;
  const Aseuil = A < seuil ? 0 : A;
  const deg = p.degressivite[e.zone];
  const Ld = r2(plaf * deg.degressivite);
  const Ls = r2(plaf * deg.suppression);
  const k = lr <= Ld ? 1 : lr <= Ls ? 1 - (lr - Ld) / (Ls - Ld) : 0;
  const B = Math.max(0, r2(Aseuil * k) - p.minorationForfaitaire);
  let rls = 0;
  if (e.conventionne && R / 12 < comp(p.rlsPlafonds[e.zone])) {
    const mt = p.rlsMontants[e.zone];
    rls = np === 0 ? (couple ? mt.couple : mt.isole) : mt.unePac + (np - 1) * mt.parPacSupplementaire;
  }
  const Bp = Math.max(0, B - p.rlsFraction * rls);
  const montant = r2(Bp - p.crds * Bp);
  const verse = Bp <= 0 || Bp < seuil ? 0 : Math.floor(montant + 1e-9);
  // Distances aux frontières qui font basculer l'aide entre nulle et versée.
  const inf = Number.POSITIVE_INFINITY;
  const frontieres = [
    Math.abs(brut),
    A > 0 ? Math.abs(A - seuil) : inf,
    Math.abs(lr - Ls),
    Aseuil > 0 ? Math.abs(r2(Aseuil * k) - p.minorationForfaitaire) : inf,
    rls > 0 && B > 0 ? Math.abs(B - p.rlsFraction * rls) : inf,
    Bp > 0 ? Math.abs(Bp - seuil) : inf,
    Bp > 0 ? Math.abs(montant - 1) : inf,
    e.conventionne ? Math.abs(R / 12 - comp(p.rlsPlafonds[e.zone])) : inf,
  ];
  return { montant, verse, distanceFrontiere: Math.min(...frontieres) };
}

/* Logements-foyers et résidences CROUS, en métropole et outre-mer (barèmes à partir d'octobre 2023). */
const moisRecent = fc
  .integer({ min: 2023 * 12 + 9, max: 2026 * 12 + 10 })
  .map((t) => `${Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, '0')}`);

const residence: fc.Arbitrary<EntreeMoteur & { readonly redevance: number }> = fc.record({
  zone: fc.constantFrom(1 as const, 2 as const, 3 as const),
  housing: fc.constantFrom('foyer' as const, 'crous' as const),
  redevance: montantEuros(1200).map((r) => Math.max(1, r)),
  furnished: fc.constant(false),
  chambre: fc.boolean(),
  colocation: fc.constant(false),
  conventionne: fc.boolean(),
  renovated: fc.boolean(),
  overseas: fc.boolean(),
  assets: fc.oneof(fc.constant(0), montantEuros(200_000)),
  birthDate: fc
    .date({
      min: new Date('1940-01-01T00:00:00Z'),
      max: new Date('2007-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10)),
  status: fc.constantFrom('student', 'employee', 'unemployed', 'rsa', 'other'),
  boursier: fc.boolean(),
  livingAlone: fc.boolean(),
  children: fc.integer({ min: 0, max: 7 }),
  income: fc.oneof(montantEuros(3000), montantEuros(20_000)),
});

describe('propriétés de l’aide en logement-foyer et en résidence CROUS', () => {
  it('jamais négative ni au-delà de la redevance ; le montant versé ne dépasse pas le montant calculé', () => {
    fc.assert(
      fc.property(residence, moisRecent, (e, m) => {
        const r = calcul(e, m);
        expect(r.montant).toBeGreaterThanOrEqual(0);
        expect(r.montant).toBeLessThanOrEqual(e.redevance);
        expect(Number.isInteger(r.montantFinal)).toBe(true);
        expect(r.montantFinal).toBeGreaterThanOrEqual(0);
        expect(r.montantFinal).toBeLessThanOrEqual(r.montant + 0.01);
        expect(r.isEligible).toBe(r.montantFinal > 0);
        expect(r.refusCode === null).toBe(r.isEligible);
        const k = r.intermediaires.residence;
        expect(k?.coefficientK).toBeLessThanOrEqual(Math.fround(k?.plafondK ?? 0));
        // Pas d'APL outre-mer.
        expect(r.aidType === 'APL').toBe(e.conventionne && e.overseas !== true);
      }),
      runs,
    );
  });

  it('ne monte jamais quand les revenus montent', () => {
    fc.assert(
      fc.property(residence, moisRecent, montantEuros(5000), (e, m, hausse) => {
        const a = calcul(e, m);
        const b = calcul({ ...e, income: Math.min(100_000, e.income + hausse) }, m);
        expect(b.montant).toBeLessThanOrEqual(a.montant);
        expect(b.montantFinal).toBeLessThanOrEqual(a.montantFinal);
      }),
      runs,
    );
  });
});
