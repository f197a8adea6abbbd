/**
 * The result e-mail: French HTML and text built from the editable template `apl-results`
 * (seeded below, edited in the admin). Values are escaped; only server-built fragments (`html` templates of
 * src/lib/server/safe-html.ts, which escape every value) are inserted raw.
 */
import type { Db } from '../../db/client.ts';
import { emailTemplate, ensureTemplate } from '../../db/queries/email.ts';
import { euros as formatEuros } from '../../src/core/apl/format.ts';
import type { SimulationResult } from '../../src/core/simulation/compute.ts';
import { type FormData, isResidence } from '../../src/core/simulation/form.ts';
import { html, render } from '../../src/lib/server/safe-html.ts';
import { type EmailMessage, renderTemplate } from './email.ts';

export const RESULT_TEMPLATE_KEY = 'apl-results';

const euros = (n: number, cents = false) => formatEuros(n, cents ? 2 : 0);

export const DEFAULT_RESULT_TEMPLATE = {
  key: RESULT_TEMPLATE_KEY,
  name: 'Résultat de simulation APL',
  subject: 'Votre estimation APL : {{montant}} par mois',
  html: `<!doctype html>
<html lang="fr"><body style="margin:0;background:#f6f8fb;font-family:Arial,Helvetica,sans-serif;color:#1b2430">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:24px">
<tr><td>
<p style="font-size:16px">Bonjour {{prenom}},</p>
<p style="font-size:16px">Voici le résultat de votre simulation d'aide au logement ({{bareme}}) :</p>
<p style="font-size:32px;font-weight:bold;color:#0b2a4a;margin:16px 0">{{montant}} <span style="font-size:16px;font-weight:normal">par mois</span></p>
<p style="font-size:15px">{{verdict}}</p>
{{{details_html}}}
<p style="font-size:15px"><a href="{{lien_resultats}}" style="color:#1a5fa8">Revoir le détail du calcul</a></p>
<p style="font-size:13px;color:#4f5b6b">Cette estimation n'est pas contractuelle : seule la CAF (ou la MSA) calcule votre aide. Faites votre demande en ligne sur caf.fr, rubrique « Aides et démarches ».</p>
<p style="font-size:12px;color:#4f5b6b">Vous recevez cet e-mail parce que vous avez demandé le résultat de votre simulation sur APL Simulateur. Votre adresse n'est utilisée pour rien d'autre ; vous pouvez demander la suppression de vos données depuis la page Politique de confidentialité.</p>
</td></tr></table></td></tr></table></body></html>`,
  text: `Bonjour {{prenom}},

Voici le résultat de votre simulation d'aide au logement ({{bareme}}) : {{montant}} par mois.
{{verdict}}

{{details_text}}

Revoir le détail du calcul : {{lien_resultats}}

Cette estimation n'est pas contractuelle : seule la CAF (ou la MSA) calcule votre aide. Faites votre demande sur caf.fr.`,
};

/** Creates the default templates when missing; never overwrites an edited one. */
/** The result e-mail's template, created at start when missing (an admin's edits are kept). */
export function ensureEmailTemplates(db: Db): Promise<void> {
  return ensureTemplate(db, DEFAULT_RESULT_TEMPLATE);
}

export async function resultEmail(
  db: Db,
  input: {
    result: SimulationResult;
    form: FormData;
    firstName: string;
    lastName: string;
    resultsUrl: string;
  },
): Promise<Omit<EmailMessage, 'to'>> {
  const template = (await emailTemplate(db, RESULT_TEMPLATE_KEY)) ?? { ...DEFAULT_RESULT_TEMPLATE };
  const { result, form } = input;
  const verdict = result.isEligible
    ? `Vous êtes éligible : la CAF devrait vous verser environ ${euros(result.montantFinal)} par mois${isResidence(form) ? '' : ` (${euros(result.montant, true)} avant l'arrondi à l'euro inférieur)`}.`
    : `Avec ces informations, l'aide serait nulle. ${result.refusReason ?? ''}`.trim();
  const recap: Array<[string, string]> = [
    [
      'Zone',
      `zone ${result.zone}${form.postalCode ? ` (${form.postalCode}${form.communeName ? `, ${form.communeName}` : ''})` : ''}`,
    ],
    isResidence(form)
      ? [
          'Logement',
          `${form.housing === 'crous' ? 'résidence CROUS' : 'résidence'}, redevance ${euros(form.redevance ?? 0)} par mois`,
        ]
      : [
          'Loyer',
          `${euros(form.colocation ? (form.rentShare ?? 0) : (form.rent ?? 0))} hors charges${form.colocation ? ' (votre part en colocation)' : ''}`,
        ],
    ['Revenus', `${euros(form.income ?? 0)} par mois`],
    ['Situation', form.livingAlone ? 'Seul(e)' : 'En couple'],
    ['Enfants à charge', String(form.children ?? 0)],
  ];
  const values = {
    prenom: input.firstName,
    nom: input.lastName,
    montant: euros(result.montantFinal),
    montant_centimes: euros(result.montant, true),
    bareme: result.bareme.label,
    verdict,
    zone: String(result.zone),
    lien_resultats: input.resultsUrl,
    details_html: render(
      html`<table role="presentation" style="font-size:14px;margin:16px 0;border-collapse:collapse">${recap.map(
        ([k, v]) =>
          html`<tr><td style="padding:4px 12px 4px 0;color:#4f5b6b">${k}</td><td style="padding:4px 0">${v}</td></tr>`,
      )}</table>`,
    ),
    details_text: recap.map(([k, v]) => `${k} : ${v}`).join('\n'),
  };
  return {
    subject: renderTemplate(template.subject, values, 'text'),
    html: renderTemplate(template.html, values, 'html'),
    text: renderTemplate(template.text, values, 'text'),
    templateKey: RESULT_TEMPLATE_KEY,
  };
}
