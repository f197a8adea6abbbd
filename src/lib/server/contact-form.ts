/**
 * The contact form (spec §2 /contact), one definition for the static page, the API and its tests:
 * the zod schema with French messages, and the form's HTML (values kept, each error tied to its field).
 * The form posts without JavaScript; the server answers with this same markup when something is wrong.
 */
import { z } from 'zod';
import * as zm from 'zod/mini';
import { emailSchema } from '../../core/validation/email.ts';
import { MESSAGES } from '../../core/validation/messages.ts';
import { html, insertAt, insertBetween, render, type SafeHtml } from './safe-html.ts';

export const CONTACT_SUBJECTS = [
  'Question sur le simulateur',
  'Question sur mon aide au logement',
  'Supprimer mes données',
  'Signaler une erreur',
  'Partenariat',
  'Autre',
] as const;

export const CONTACT_LIMITS = { name: 100, messageMin: 10, messageMax: 5000 } as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Veuillez indiquer votre nom',
  nameTooLong: `Votre nom ne doit pas dépasser ${CONTACT_LIMITS.name} caractères`,
  subject: 'Veuillez choisir le sujet de votre message',
  messageRequired: 'Veuillez écrire votre message',
  messageTooShort: `Votre message est trop court (${CONTACT_LIMITS.messageMin} caractères au moins)`,
  messageTooLong: 'Votre message est trop long (5 000 caractères au plus)',
} as const;

const text = (required: string) => z.string({ error: required }).trim();

export const contactSchema = z.object({
  name: text(CONTACT_MESSAGES.nameRequired)
    .min(1, { error: CONTACT_MESSAGES.nameRequired })
    .max(CONTACT_LIMITS.name, { error: CONTACT_MESSAGES.nameTooLong }),
  email: z.string({ error: MESSAGES.emailRequis }).transform((value, ctx) => {
    const r = zm.safeParse(emailSchema, value);
    if (r.success) return r.data;
    ctx.issues.push({
      code: 'custom',
      message: r.error.issues[0]?.message ?? MESSAGES.emailFormat,
      input: value,
    });
    return z.NEVER;
  }),
  subject: z.enum(CONTACT_SUBJECTS, { error: CONTACT_MESSAGES.subject }),
  message: text(CONTACT_MESSAGES.messageRequired)
    .min(1, { error: CONTACT_MESSAGES.messageRequired })
    .min(CONTACT_LIMITS.messageMin, { error: CONTACT_MESSAGES.messageTooShort })
    .max(CONTACT_LIMITS.messageMax, { error: CONTACT_MESSAGES.messageTooLong }),
  /** Honeypot: hidden from people; a robot that fills it is answered as if sent, and nothing is stored. */
  website: z.string().max(500).optional(),
});
export type ContactInput = z.infer<typeof contactSchema>;

export type ContactValues = Partial<Record<'name' | 'email' | 'subject' | 'message', string>>;
export type ContactErrors = Partial<Record<'name' | 'email' | 'subject' | 'message', string>>;

/** First error of each field, from a zod error. */
export function contactErrors(error: z.ZodError): ContactErrors {
  const out: ContactErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (
      (field === 'name' || field === 'email' || field === 'subject' || field === 'message') &&
      !out[field]
    ) {
      out[field] = issue.message;
    }
  }
  return out;
}

const LABELS = {
  name: 'Votre nom',
  email: 'Votre adresse e-mail',
  subject: 'Sujet',
  message: 'Votre message',
};

/** Markers around the form in the built /contact page, so the server can put a filled-in form in its place. */
export const FORM_START = '<!--contact-form-->';
export const FORM_END = '<!--/contact-form-->';

/** The form's markup; `values` are shown back escaped, errors are linked to their field. */
export function contactFormFragment(values: ContactValues = {}, errors: ContactErrors = {}): SafeHtml {
  const v = (k: keyof ContactValues) => values[k] ?? '';
  const fieldError = (k: keyof ContactErrors) =>
    errors[k] ? html`<p class="field-error" id="${k}-error">${errors[k]}</p>` : '';
  const aria = (k: keyof ContactErrors, hint?: string) => {
    const ids = [hint, errors[k] ? `${k}-error` : undefined].filter(Boolean).join(' ');
    return html`${ids ? html` aria-describedby="${ids}"` : ''}${errors[k] ? html` aria-invalid="true"` : ''}`;
  };
  const entries = Object.entries(errors) as Array<[keyof ContactErrors, string]>;
  const summary =
    entries.length > 0
      ? html`<div class="notice notice-error" role="alert" tabindex="-1" id="erreurs"><p><strong>Le message n'a pas été envoyé : ${
          entries.length > 1 ? `${entries.length} champs sont à corriger` : 'un champ est à corriger'
        }.</strong></p><ul>${entries.map(([k, m]) => html`<li><a href="#${k}">${m}</a></li>`)}</ul></div>`
      : '';
  const options = CONTACT_SUBJECTS.map(
    (s) => html`<option${values.subject === s ? html` selected` : ''}>${s}</option>`,
  );
  return html`${summary}<form class="contact-form" method="post" action="/api/contact" novalidate>
<div class="field"><label for="name">${LABELS.name}</label><input id="name" name="name" type="text" autocomplete="name" maxlength="${CONTACT_LIMITS.name + 50}" value="${v('name')}"${aria('name')} required>${fieldError('name')}</div>
<div class="field"><label for="email">${LABELS.email}</label><input id="email" name="email" type="email" autocomplete="email" inputmode="email" value="${v('email')}"${aria('email', 'email-hint')} required><p class="hint" id="email-hint">Uniquement pour vous répondre.</p>${fieldError('email')}</div>
<div class="field"><label for="subject">${LABELS.subject}</label><select id="subject" name="subject"${aria('subject')} required><option value=""${values.subject ? '' : html` selected`}>Choisissez un sujet</option>${options}</select>${fieldError('subject')}</div>
<div class="field"><label for="message">${LABELS.message}</label><textarea id="message" name="message" rows="8"${aria('message', 'message-hint')} required>${v('message')}</textarea><p class="hint" id="message-hint">5 000 caractères au plus. N'indiquez ni numéro d'allocataire ni mot de passe.</p>${fieldError('message')}</div>
<div class="hp" aria-hidden="true"><label for="website">Ne pas remplir</label><input id="website" name="website" type="text" tabindex="-1" autocomplete="off"></div>
<button class="btn btn-primary" type="submit">Envoyer le message</button>
</form>`;
}

/** The form as a string, for the static /contact page. */
export function renderContactForm(values: ContactValues = {}, errors: ContactErrors = {}): string {
  return render(contactFormFragment(values, errors));
}

/** Replaces the form of the built /contact page with a filled-in one (and focuses the error summary). */
export function fillContactPage(page: string, values: ContactValues, errors: ContactErrors): string {
  if (!page.includes(FORM_START) || !page.includes(FORM_END)) return page;
  const filled = insertBetween(page, FORM_START, FORM_END, contactFormFragment(values, errors));
  return insertAt(filled, '<title>', html`<title>Erreur : `);
}
