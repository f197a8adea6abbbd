/**
 * The result e-mail, in the language of the page that asked for it: HTML and text built from the editable
 * templates `apl-results` (French) and `apl-results-en` (English), seeded below and edited in the admin:
 * editors write the words of the blocks, an admin the structure (api/services/email-template.ts, issue 26).
 * Values and words are escaped; only the server-built recap (`html` templates of src/lib/server/safe-html.ts,
 * which escape every value) is inserted as is. It goes only to the simulation's own address (routes/simulation.ts).
 */
import type { Db } from '../../db/client.ts';
import { emailTemplate, ensureTemplate, giveBlocks } from '../../db/queries/email.ts';
import { eurosEn, euros as formatEuros } from '../../src/core/apl/format.ts';
import type { Locale } from '../../src/core/locales.ts';
import type { SimulationResult } from '../../src/core/simulation/compute.ts';
import {
  type FormData,
  type ForWhom,
  forWhomOf,
  householdIncome,
  isResidence,
} from '../../src/core/simulation/form.ts';
import { simulatorMessages } from '../../src/i18n/simulator/index.ts';
import { html, render } from '../../src/lib/server/safe-html.ts';
import type { EmailMessage } from './email.ts';
import {
  type Blocks,
  migratedWords,
  renderStructure,
  safeStructure,
  type TemplateRules,
} from './email-template.ts';

/** The template of each language, by key. */
export const RESULT_TEMPLATE_KEYS: Record<Locale, string> = { fr: 'apl-results', en: 'apl-results-en' };

/** The words of a language's default template: its blocks (editors'), the subject and its separator. */
type TemplateWords = {
  name: string;
  subject: string;
  /** Between words and what follows them: ' : ' in French, ': ' in English (part of the structure). */
  sep: string;
  blocks: {
    hello: string;
    /** Before the amount. */
    intro: string;
    perMonth: string;
    link: string;
    disclaimer: string;
    disclaimerText: string;
    why: string;
  };
};

/** The blocks of the result e-mail, with what the editor sees for each. */
export const RESULT_BLOCKS = {
  hello: 'Salutation (avant le prénom)',
  intro: 'Introduction (avant le montant)',
  perMonth: 'Après le montant',
  link: 'Texte du lien vers le détail du calcul',
  disclaimer: 'Avertissement (version HTML)',
  disclaimerText: 'Avertissement (version texte)',
  why: 'Pourquoi cet e-mail (version HTML)',
} as const satisfies Record<keyof TemplateWords['blocks'], string>;

/** What the result e-mail may name: the values below, the recap built by the server, its blocks. */
export const RESULT_RULES: TemplateRules = {
  variables: [
    'prenom',
    'nom',
    'montant',
    'montant_centimes',
    'bareme',
    'verdict',
    'zone',
    'lien_resultats',
    'details_text',
  ],
  raw: ['details_html'],
  blocks: RESULT_BLOCKS,
};

/** The structure (an admin's) of a language's result e-mail: the blocks are named, never written in it. */
function resultStructure(locale: Locale, sep: string) {
  return {
    html: `<!doctype html>
<html lang="${locale}"><body style="margin:0;background:#f6f8fb;font-family:Arial,Helvetica,sans-serif;color:#1b2430">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:24px">
<tr><td>
<p style="font-size:16px">{{bloc:hello}} {{prenom}},</p>
<p style="font-size:16px">{{bloc:intro}}${sep.trimEnd()}</p>
<p style="font-size:32px;font-weight:bold;color:#0b2a4a;margin:16px 0">{{montant}} <span style="font-size:16px;font-weight:normal">{{bloc:perMonth}}</span></p>
<p style="font-size:15px">{{verdict}}</p>
{{{details_html}}}
<p style="font-size:15px"><a href="{{lien_resultats}}" style="color:#1a5fa8">{{bloc:link}}</a></p>
<p style="font-size:13px;color:#4f5b6b">{{bloc:disclaimer}}</p>
<p style="font-size:12px;color:#4f5b6b">{{bloc:why}}</p>
</td></tr></table></td></tr></table></body></html>`,
    text: `{{bloc:hello}} {{prenom}},

{{bloc:intro}}${sep}{{montant}} {{bloc:perMonth}}.
{{verdict}}

{{details_text}}

{{bloc:link}}${sep}{{lien_resultats}}

{{bloc:disclaimerText}}`,
  };
}

function defaultTemplate(locale: Locale, w: TemplateWords) {
  return {
    key: RESULT_TEMPLATE_KEYS[locale],
    name: w.name,
    subject: w.subject,
    ...resultStructure(locale, w.sep),
    blocks: { ...w.blocks } as Blocks,
  };
}

/** The default templates: constants, seeded once; an admin's edits are kept. */
export const DEFAULT_RESULT_TEMPLATES = {
  fr: defaultTemplate('fr', {
    name: 'Résultat de simulation APL',
    subject: 'Votre estimation APL : {{montant}} par mois',
    sep: ' : ',
    blocks: {
      hello: 'Bonjour',
      intro: "Voici le résultat de votre simulation d'aide au logement ({{bareme}})",
      perMonth: 'par mois',
      link: 'Revoir le détail du calcul',
      disclaimer:
        "Cette estimation n'est pas contractuelle : seule la CAF (ou la MSA) calcule votre aide. Faites votre demande en ligne sur caf.fr, rubrique « Aides et démarches ».",
      disclaimerText:
        "Cette estimation n'est pas contractuelle : seule la CAF (ou la MSA) calcule votre aide. Faites votre demande sur caf.fr.",
      why: "Vous recevez cet e-mail parce que vous avez demandé le résultat de votre simulation sur APL Simulateur. Votre adresse n'est utilisée pour rien d'autre ; vous pouvez demander la suppression de vos données depuis la page Politique de confidentialité.",
    },
  }),
  en: defaultTemplate('en', {
    name: 'APL simulation result (English)',
    subject: 'Your housing aid (APL) estimate: {{montant}} a month',
    sep: ': ',
    blocks: {
      hello: 'Hello',
      intro: 'Here is the result of your housing aid simulation (French {{bareme}})',
      perMonth: 'a month',
      link: 'See the calculation in detail',
      disclaimer:
        'This is a non-binding estimate: only the CAF (family allowance office, or the MSA) calculates your aid. Apply online at caf.fr, under « Aides et démarches ».',
      disclaimerText:
        'This is a non-binding estimate: only the CAF (family allowance office, or the MSA) calculates your aid. Apply at caf.fr.',
      why: 'You receive this e-mail because you asked for the result of your simulation on APL Simulateur. Your address is used for nothing else; you can ask for your data to be deleted from the privacy policy page.',
    },
  }),
} satisfies Record<Locale, ReturnType<typeof defaultTemplate>>;

/** The rules of template `key`: those of the result e-mail for its keys; null for any other. */
export function templateRules(key: string): TemplateRules | null {
  return (Object.values(RESULT_TEMPLATE_KEYS) as string[]).includes(key) ? RESULT_RULES : null;
}

/** The words the service writes around the template's values, in each language. */
const WORDS = {
  fr: {
    euros: (n: number, cents = false) => formatEuros(n, cents ? 2 : 0),
    dear: 'Cher utilisateur',
    eligible: (amount: string, beforeRounding: string | null, who: ForWhom) =>
      `${who === 'moi' ? 'Vous êtes éligible : la CAF devrait vous' : `Votre ${who} est éligible : la CAF devrait lui`} verser environ ${amount} par mois${beforeRounding ? ` (${beforeRounding} avant l'arrondi à l'euro inférieur)` : ''}.`,
    zero: "Avec ces informations, l'aide serait nulle.",
    zone: 'Zone',
    housing: 'Logement',
    residence: (crous: boolean, fee: string) =>
      `${crous ? 'résidence CROUS' : 'résidence'}, redevance ${fee} par mois`,
    rentLabel: 'Loyer',
    rent: (rent: string, share: boolean) =>
      `${rent} hors charges${share ? ' (votre part en colocation)' : ''}`,
    income: 'Revenus',
    perMonth: (amount: string) => `${amount} par mois`,
    situation: 'Situation',
    alone: (alone: boolean) => (alone ? 'Seul(e)' : 'En couple'),
    children: 'Enfants à charge',
    separator: ' : ',
  },
  en: {
    euros: (n: number, cents = false) => eurosEn(n, cents ? 2 : 0),
    dear: 'there',
    eligible: (amount: string, beforeRounding: string | null, who: ForWhom) =>
      `${who === 'moi' ? 'You are eligible: the CAF should pay you' : `Your ${who === 'enfant' ? 'child' : 'relative'} is eligible: the CAF should pay them`} about ${amount} a month${beforeRounding ? ` (${beforeRounding} before it is rounded down to the euro)` : ''}.`,
    zero: 'With this information, the aid would be zero.',
    zone: 'Zone',
    housing: 'Home',
    residence: (crous: boolean, fee: string) =>
      `${crous ? 'CROUS residence' : 'residence'}, residence fee (redevance) of ${fee} a month`,
    rentLabel: 'Rent',
    rent: (rent: string, share: boolean) =>
      `${rent} excluding charges${share ? ' (your share in the flat-share)' : ''}`,
    income: 'Income',
    perMonth: (amount: string) => `${amount} a month`,
    situation: 'Situation',
    alone: (alone: boolean) => (alone ? 'Alone' : 'As a couple'),
    children: 'Dependent children',
    separator: ': ',
  },
} as const satisfies Record<Locale, unknown>;

/**
 * The conditions of entitlement the answers leave to check (main residence, decency…), in the words of the
 * results page (src/i18n/simulator), so that the e-mail never says « eligible » without them.
 */
function toCheck(result: SimulationResult, locale: Locale): string {
  const open = (result.conditions ?? []).filter((c) => c.statut === 'a-verifier');
  if (open.length === 0) return '';
  const m = simulatorMessages(locale);
  const items = open.map((c) => `${m[`sim.condition.${c.code}`]} (${c.article})`);
  return ` ${m['sim.verdict.toCheck']}${WORDS[locale].separator}${items.join(' ')}`;
}

/**
 * The result e-mail's templates, created at start when missing (an admin's edits are kept). A template stored
 * before blocks existed gets them (issue 26): when its structure is the former default, its words become its
 * blocks and the structure names them; otherwise its structure is kept (made safe at each render) with the
 * default words as blocks.
 */
export async function ensureEmailTemplates(db: Db): Promise<void> {
  for (const locale of Object.keys(DEFAULT_RESULT_TEMPLATES) as Locale[]) {
    const fresh = DEFAULT_RESULT_TEMPLATES[locale];
    await ensureTemplate(db, fresh);
    const stored = await emailTemplate(db, fresh.key);
    if (stored && stored.blocks === null) await giveBlocks(db, stored.key, migratedWords(fresh, stored));
  }
}

/** The result e-mail of `input.result` (already worded in `locale`: in-language.ts `resultInLanguage`). */
export async function resultEmail(
  db: Db,
  input: {
    result: SimulationResult;
    form: FormData;
    firstName: string;
    lastName: string;
    resultsUrl: string;
    locale?: Locale;
  },
): Promise<Omit<EmailMessage, 'to'>> {
  const locale = input.locale ?? 'fr';
  const key = RESULT_TEMPLATE_KEYS[locale];
  const defaults = DEFAULT_RESULT_TEMPLATES[locale];
  const template = (await emailTemplate(db, key)) ?? defaults;
  const w = WORDS[locale];
  const { result, form } = input;
  const { euros } = w;
  const verdict = result.isEligible
    ? `${w.eligible(euros(result.montantFinal), isResidence(form) ? null : euros(result.montant, true), forWhomOf(form))}${toCheck(result, locale)}`
    : `${w.zero} ${result.refusReason ?? ''}`.trim();
  const recap: Array<[string, string]> = [
    [
      w.zone,
      `zone ${result.zone}${form.postalCode ? ` (${form.postalCode}${form.communeName ? `, ${form.communeName}` : ''})` : ''}`,
    ],
    isResidence(form)
      ? [w.housing, w.residence(form.housing === 'crous', euros(form.redevance ?? 0))]
      : [
          w.rentLabel,
          w.rent(euros(form.colocation ? (form.rentShare ?? 0) : (form.rent ?? 0)), Boolean(form.colocation)),
        ],
    // The household's: a couple's two incomes together (issue 29), as a session saved before gave them.
    [w.income, w.perMonth(euros(householdIncome(form)))],
    [w.situation, w.alone(Boolean(form.livingAlone))],
    [w.children, String(form.children ?? 0)],
  ];
  const values = {
    prenom: input.firstName || w.dear,
    nom: input.lastName,
    montant: euros(result.montantFinal),
    montant_centimes: euros(result.montant, true),
    bareme: result.bareme.label,
    verdict,
    zone: String(result.zone),
    lien_resultats: input.resultsUrl,
    details_text: recap.map(([k, v]) => `${k}${w.separator}${v}`).join('\n'),
  };
  const details_html = render(
    html`<table role="presentation" style="font-size:14px;margin:16px 0;border-collapse:collapse">${recap.map(
      ([k, v]) =>
        html`<tr><td style="padding:4px 12px 4px 0;color:#4f5b6b">${k}</td><td style="padding:4px 0">${v}</td></tr>`,
    )}</table>`,
  );
  const filling = { blocks: template.blocks ?? defaults.blocks, values, fragments: { details_html } };
  return {
    subject: renderStructure(template.subject, { ...filling, fragments: {} }, 'text'),
    // The structure loads nothing but this site's images, whenever it was saved.
    html: renderStructure(safeStructure(template.html, new URL(input.resultsUrl).origin), filling, 'html'),
    text: renderStructure(template.text, filling, 'text'),
    templateKey: key,
  };
}
