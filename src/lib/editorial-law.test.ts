/**
 * What the editorial content (content/editorial, French and English) and the results' documents and other aids
 * may say about the law on the day a page is built (law facts checked on 2026-11-27):
 * - nationality, foreign or international students, residence permits: never without the rule of 1 July 2026
 *   (CCH L. 822-2, I, 3°, loi n° 2026-103 du 19 février 2026, art. 179) in the same section or FAQ answer;
 * - a student's own earnings never counted « above » the student forfait (CCH R. 822-20: the resources are
 *   « réputées égales » to it), and no {{salaireSousForfaitEtudiant}} threshold;
 * - the RLS lowers the APL by 98 % of the reduction, not « d'autant »;
 * - no « derniers barèmes publiés » / « barèmes en vigueur »: the scale is dated with {{bareme}};
 * - the rent-arrears rules of 2027 (décrets n° 2026-83 and 2026-84) only inside dated blocks, which are well formed.
 * The detector is also run on the sentences it replaced, so that it is seen to bite.
 */
import { describe, expect, it } from 'vitest';
import { loadEditorial } from '../../db/import/seed-content.ts';
import { type DocumentGroup, documentsFor } from '../core/simulation/documents.ts';
import type { FormData } from '../core/simulation/form.ts';
import { OTHER_AIDS, type OtherAid } from '../core/simulation/other-aids.ts';
import { documentsInEnglish, otherAidsInEnglish } from '../core/simulation/sections-en.ts';

type Unit = { where: string; text: string };

/** The sections of a Markdown body (a heading and what follows it, to the next heading): what reads as one. */
function sections(where: string, markdown: string): Unit[] {
  return markdown
    .split(/^(?=#{1,6} )/m)
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text, i) => ({ where: `${where} §${i + 1}`, text }));
}

/** Every piece of editorial text, cut where a reader reads it as one statement. */
function editorialUnits(): Unit[] {
  const c = loadEditorial();
  const guides = [
    ...c.guides.map((g) => ({ ...g, where: `guides/${g.slug}` })),
    ...c.englishGuides.map((g) => ({ ...g, where: `en/guides/${g.slug}` })),
  ];
  return [
    ...guides.flatMap((g) => [
      { where: `${g.where} title`, text: `${g.data.title}\n${g.data.h1Title}\n${g.data.metaTitle}` },
      { where: `${g.where} metaDescription`, text: g.data.metaDescription },
      { where: `${g.where} testimonial`, text: g.data.testimonial?.text ?? '' },
      ...g.data.faq.map((f, i) => ({ where: `${g.where} faq ${i + 1}`, text: `${f.question}\n${f.answer}` })),
      ...sections(g.where, g.body),
    ]),
    ...c.articles.flatMap((a) => [
      { where: `conseil/${a.slug} title`, text: a.data.title },
      { where: `conseil/${a.slug} excerpt`, text: a.data.excerpt },
      { where: `conseil/${a.slug} metaDescription`, text: a.data.metaDescription },
      ...sections(`conseil/${a.slug}`, a.body),
    ]),
    ...c.faq.items.map((f, i) => ({ where: `faq.json ${i + 1}`, text: `${f.question}\n${f.answer}` })),
    ...c.legal.flatMap((l) => sections(`pages/${l.key}`, l.page.content)),
  ];
}

/**
 * The results' documents (every group a student or not sees; the items under one condition read as one, the
 * condition said once) and other aids, French and English.
 */
function resultUnits(): Unit[] {
  const forms: FormData[] = [
    { housing: 'ordinary', colocation: false, status: 'student', boursier: false },
    { housing: 'ordinary', colocation: true, status: 'student', boursier: true },
    { housing: 'crous', status: 'student', boursier: false },
    { housing: 'ordinary', colocation: false, status: 'employee' },
  ];
  const docs = (lang: string, groups: readonly DocumentGroup[]): Unit[] =>
    groups.flatMap((g) => {
      const units: Array<Unit & { condition?: string | undefined }> = [];
      for (const d of g.items) {
        const text = [d.label, d.detail].filter(Boolean).join('\n');
        const last = units.at(-1);
        if (d.condition && last?.condition === d.condition) last.text += `\n${text}`;
        else
          units.push({
            where: `documents${lang} ${g.id} ${d.id}`,
            text: [d.condition, text].filter(Boolean).join('\n'),
            condition: d.condition,
          });
      }
      return units;
    });
  const aids = (lang: string, list: readonly OtherAid[]): Unit[] =>
    list.flatMap((a) => [
      { where: `other aid${lang} ${a.id}`, text: a.summary },
      ...a.conditions.map((text, i) => ({ where: `other aid${lang} ${a.id} condition ${i + 1}`, text })),
    ]);
  return [
    ...forms.flatMap((form) => [
      ...docs('', documentsFor(form)),
      ...docs(' (en)', documentsInEnglish(documentsFor(form), form)),
    ]),
    ...aids('', OTHER_AIDS),
    ...aids(' (en)', otherAidsInEnglish(OTHER_AIDS)),
  ];
}

/** Talks about nationality, foreign nationals or their permits (not « à l'étranger », abroad). */
const NATIONALITY =
  /nationalit|(?<!à l['’])étrang(?:er|ère)s?\b|\bforeign|titre de séjour|residence permit|VLS-TS|ressortissant|\bnationals\b|hors (?:Union européenne|UE\b)|outside the (?:European Union|EU\b)|international students?|étudiants? internationa/i;
/** The rule of 1 July 2026, said with its date, its article and the grant's conditions it turns on. */
const RULE_2026 = [
  /1er juillet 2026|1 July 2026/,
  /L\.\s?822-2/,
  /bourse sur critères sociaux|conditions de (?:la|cette) bourse|means-tested grant|grant[’']s conditions|conditions (?:for|of) (?:a|the) grant/i,
];

/** A student's own income counted once it passes the forfait (false since 2021, R. 822-20). */
const STUDENT_INCOME_COUNTED = [
  /(?:tant que|si|as long as|if)\s[^.;:]{0,60}\b(?:revenus|income|earnings)\b[^.;:]{0,40}(?:restent? (?:en dessous|sous)|stays? (?:below|under)|dépass|is higher|exceed)/i,
  /(?:peut|pourrait) (?:les |alors )?retenir (?:vos |ses |leurs )?revenus réels/i,
  /may use your (?:actual )?income/i,
  /ne peuvent compter que s['’]ils le dépassent/i,
  /(?:au-delà|above that)[^.]{0,40}(?:revenus réels|actual income)/i,
];
const STUDENT = /étudiant|student/i;
const FORFAIT = /forfait|flat rate/i;

/** What no text may say. */
const NEVER: Array<[RegExp, string]> = [
  [
    /\{\{\s*salaireSousForfaitEtudiant\s*\}\}/,
    'seuil de salaire étudiant (R. 822-20 : ressources réputées égales au forfait)',
  ],
  [
    /diminuée d['’]autant|réduite d['’]autant|reduced by the same amount/i,
    'RLS : 98 % de la réduction, pas « d’autant »',
  ],
  [
    /derniers barèmes publiés|barèmes en vigueur|latest published scales|scales in force/i,
    'barème non daté : {{bareme}}',
  ],
];

/** The problems of these texts, one line each (empty: nothing to say). */
function lawProblems(units: readonly Unit[]): string[] {
  const problems: string[] = [];
  for (const { where, text } of units) {
    if (NATIONALITY.test(text) && !RULE_2026.every((r) => r.test(text)))
      problems.push(`${where} : nationalité sans la règle du 1er juillet 2026 (L. 822-2, bourse)`);
    if (STUDENT.test(text) && FORFAIT.test(text) && STUDENT_INCOME_COUNTED.some((r) => r.test(text)))
      problems.push(`${where} : revenus d'un étudiant comptés au-delà du forfait (R. 822-20)`);
    if (/plancher|\bfloor\b/i.test(text) && !/R\.\s?822-20/.test(text))
      problems.push(`${where} : forfait étudiant présenté comme un plancher (R. 822-20)`);
    for (const [re, why] of NEVER) if (re.test(text)) problems.push(`${where} : ${why}`);
  }
  return problems;
}

/** Dated blocks: `{{depuis:AAAA-MM}}…{{/depuis}}`, `{{avant:AAAA-MM}}…{{/avant}}`, closed, not nested. */
function datedBlockProblems(where: string, text: string): string[] {
  const problems: string[] = [];
  let open: string | undefined;
  for (const m of text.matchAll(/\{\{\s*(\/?)(depuis|avant)(?::(\d{4}-\d{2}))?\s*\}\}/g)) {
    const [, closing, kind, month] = m;
    if (closing) {
      if (open !== kind) problems.push(`${where} : {{/${kind}}} sans ouverture`);
      open = undefined;
    } else {
      if (!month) problems.push(`${where} : {{${kind}}} sans mois`);
      if (open) problems.push(`${where} : {{${kind}}} dans un bloc {{${open}}}`);
      open = kind;
    }
  }
  if (open) problems.push(`${where} : bloc {{${open}}} non fermé`);
  return problems;
}

/** The text a reader sees before `month` (dated blocks resolved the way the build does). */
function asBefore(text: string, month: string): string {
  return text
    .replace(/\{\{depuis:(\d{4}-\d{2})\}\}([\s\S]*?)\{\{\/depuis\}\}/g, (_, m: string, body: string) =>
      month >= m ? body : '',
    )
    .replace(/\{\{avant:(\d{4}-\d{2})\}\}([\s\S]*?)\{\{\/avant\}\}/g, (_, m: string, body: string) =>
      month < m ? body : '',
    );
}

/** Mentions the rent-arrears rules of 1 January 2027. */
const ARREARS_2027 = /CCAPEX|2026-8[34]|1er janvier 2027|1 January 2027/;

describe('the editorial content says the law as it is on the day it is built', () => {
  const units = [...editorialUnits(), ...resultUnits()];

  it('reads every guide, article, FAQ answer, legal page, document and other aid', () => {
    const where = units.map((u) => u.where).join('\n');
    for (const part of ['guides/', 'en/guides/', 'conseil/', 'faq.json', 'pages/', 'documents', 'other aid'])
      expect(where).toContain(part);
  });

  it('never speaks of nationality or residence permits without the rule of 1 July 2026, nor counts a student’s earnings, nor says « d’autant » or « barèmes en vigueur »', () => {
    expect(lawProblems(units)).toEqual([]);
  });

  it('says the rule of 1 July 2026 where a student or the conditions are the subject, and the other conditions that zero the aid', () => {
    const c = loadEditorial();
    const guide = (slug: string) => {
      const g = [...c.guides, ...c.englishGuides].find((x) => x.slug === slug);
      return g ? [g.body, ...g.data.faq.flatMap((f) => [f.question, f.answer])].join('\n') : '';
    };
    const faq = c.faq.items.map((i) => `${i.question}\n${i.answer}`).join('\n');
    const missing: string[] = [];
    const expectIn = (where: string, text: string, ...facts: RegExp[]) => {
      for (const f of facts) if (!f.test(text)) missing.push(`${where} : ${f}`);
    };
    const rule = [/1er juillet 2026|1 July 2026/, /L\. 822-2/, /L\. 422-1 (?:à|to) L\. 422-7/, /2026-103/];
    const zeroes = [/L\. 822-3/, /L\. 822-8/, /R\. 822-23/, /L\. 822-9/, /L\. 822-10/, /R\. 822-25/];
    const unclear = [/Campus France, Eiffel/, /CAF/];
    for (const slug of ['conditions-eligibilite-apl', 'apl-eligibility'])
      expectIn(slug, guide(slug), ...rule, ...zeroes, ...unclear);
    for (const slug of ['apl-etudiant', 'apl-for-students']) expectIn(slug, guide(slug), ...rule, ...unclear);
    expectIn('faq.json', faq, /1er juillet 2026/, /L\. 822-2/);
    // A student's earnings: the flat amount « réputé », said with its article wherever a student's income is.
    for (const slug of ['apl-etudiant', 'apl-for-students', 'guide-apl-2025', 'calcul-montant-apl'])
      expectIn(slug, guide(slug), /R\. 822-20/);
    const job = c.articles.find((a) => a.slug === 'apl-et-job-etudiant')?.body ?? '';
    expectIn('apl-et-job-etudiant', job, /R\. 822-20/, /réputées égales/);
    expectIn('faq.json', faq, /R\. 822-20/);
    expect(missing).toEqual([]);
  });

  it('dates every computed amount with its scale ({{bareme}}) in the same section, FAQ answer or worked example', () => {
    const undated = units
      .filter((u) => /\{\{\s*(?:aide|ressources|degressivite|suppression):/.test(u.text))
      .filter((u) => !/\{\{\s*bareme\s*\}\}/.test(u.text))
      .map((u) => u.where);
    expect(undated).toEqual([]);
  });

  it('gives the 2027 rent-arrears rules only in well-formed dated blocks', () => {
    const problems = units.flatMap((u) => datedBlockProblems(u.where, u.text));
    // The bodies again, whole: a block may span paragraphs.
    const c = loadEditorial();
    for (const g of [...c.guides, ...c.englishGuides, ...c.articles])
      problems.push(...datedBlockProblems(g.slug, g.body));
    // Read in November 2026, a sentence about 2027 speaks of the future; read in 2027, none says « will ».
    for (const u of units) {
      const before = asBefore(u.text, '2026-11');
      if (/CCAPEX|450 ?€/.test(before) && !/1er janvier 2027|1 January 2027/.test(before))
        problems.push(`${u.where} : règle de 2027 sans sa date, lue en 2026`);
      const after = asBefore(u.text, '2027-01');
      if (ARREARS_2027.test(after) && /s['’]appliquer(?:a|ont)|\bwill\b/.test(after))
        problems.push(`${u.where} : futur encore lu en 2027`);
    }
    expect(problems).toEqual([]);
  });
});

describe('the detector', () => {
  const old = (text: string) => lawProblems([{ where: 'ancien texte', text }]);

  it('flags the sentences the content held before 2026-11-27', () => {
    const before = [
      "Faut-il être de nationalité française ?\nNon. Les personnes étrangères ont droit à l'aide au logement si elles résident en France de manière régulière, avec un titre de séjour en cours de validité pour les ressortissants hors Union européenne.",
      'Do I need to be a French national?\nNo. Foreign nationals are entitled to housing aid if they live in France lawfully, with a valid residence permit (titre de séjour) for nationals of countries outside the European Union.',
      'Votre âge (hors forfait étudiant), votre nationalité (dès lors que le séjour est régulier), votre situation professionnelle en elle-même',
      '- pour les personnes étrangères hors Union européenne, un **titre de séjour** valable.',
      "Mon job étudiant fait-il baisser mon APL ?\nPas tant que vos revenus restent sous le forfait étudiant : un salaire de {{salaireSousForfaitEtudiant}} net imposable par mois, toute l'année, reste en dessous. Au-delà, la CAF peut retenir vos revenus réels.",
      'Does my student job lower my APL?\nNot as long as your income stays under the student flat rate. Above that, the CAF may use your actual income.',
      "La CAF présente ce forfait comme un **plancher** de ressources. Si vos revenus imposables des douze derniers mois le dépassent, elle peut retenir vos revenus réels, et l'aide baisse.",
      "Les étudiants de moins de {{ageMaxEtudiant}} ans font exception : la CAF part d'un **forfait** de {{forfaitEtudiant}} par an, et leurs revenus ne peuvent compter que s'ils le dépassent.",
      "Votre bailleur social baisse votre loyer (réduction de loyer de solidarité) ; l'APL est diminuée d'autant.",
      "C'est une estimation, calculée avec la formule légale et les derniers barèmes publiés.",
    ];
    for (const text of before) expect(old(text), text).not.toEqual([]);
  });

  it('lets the rule of 2026 and R. 822-20 through', () => {
    expect(
      old(
        'Faut-il être de nationalité française ?\nNon, sauf une exception : depuis le 1er juillet 2026, un étudiant hors UE avec un titre de séjour « étudiant » n’y a droit que s’il remplit les conditions de la bourse sur critères sociaux (CCH, art. L. 822-2).',
      ),
    ).toEqual([]);
    expect(
      old(
        "Avant {{ageMaxEtudiant}} ans, vos ressources sont « réputées égales » au forfait étudiant (article R. 822-20) : votre salaire ne change pas l'aide.",
      ),
    ).toEqual([]);
    expect(old('un départ à l’étranger de plus de quatre mois')).toEqual([]);
  });

  it('checks the dated blocks', () => {
    expect(datedBlockProblems('x', '{{avant:2027-01}}a{{/avant}}{{depuis:2027-01}}b{{/depuis}}')).toEqual([]);
    expect(datedBlockProblems('x', '{{depuis:2027-01}}a')).not.toEqual([]);
    expect(datedBlockProblems('x', '{{depuis:2027-01}}a{{/avant}}')).not.toEqual([]);
    expect(asBefore('{{avant:2027-01}}a{{/avant}}{{depuis:2027-01}}b{{/depuis}}', '2026-11')).toBe('a');
    expect(asBefore('{{avant:2027-01}}a{{/avant}}{{depuis:2027-01}}b{{/depuis}}', '2027-01')).toBe('b');
  });
});
