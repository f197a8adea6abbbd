/**
 * The e-mails of the back-office accounts, in French: confirm the address after sign-up, choose a password
 * (an invitation, or a reset), and « you already have an account » when someone signs up with an address
 * that has one. Links carry a token, never the address in clear. Markup through safe-html (escaped).
 */
import { html, render } from '../../src/lib/server/safe-html.ts';

export type AccountEmail = { subject: string; html: string; text: string; templateKey: string };

const footer =
  "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : rien ne change sur votre compte.";

export function verificationEmail(link: string): AccountEmail {
  return {
    templateKey: 'verify-email',
    subject: 'Confirmez votre adresse e-mail',
    html: render(html`<p>Bonjour,</p>
<p>Un compte APL Simulateur vient d'être créé avec cette adresse. Pour l'activer, confirmez que l'adresse est bien la vôtre :</p>
<p><a href="${link}">Confirmer mon adresse</a> (lien valable 24 heures).</p>
<p>${footer}</p>`),
    text: `Bonjour,\n\nUn compte APL Simulateur vient d'être créé avec cette adresse. Pour l'activer, confirmez que l'adresse est bien la vôtre (lien valable 24 heures) : ${link}\n\n${footer}`,
  };
}

/** A password link: « activate » for an account whose address is not confirmed yet (an invitation). */
export function passwordEmail(link: string, activation: boolean): AccountEmail {
  const subject = activation
    ? 'Activez votre compte APL Simulateur'
    : 'Réinitialisation de votre mot de passe';
  const intro = activation
    ? 'Un compte du back-office APL Simulateur a été ouvert pour cette adresse. Choisissez votre mot de passe pour l’activer :'
    : 'Une réinitialisation du mot de passe de votre compte APL Simulateur a été demandée.';
  const action = activation
    ? 'Choisir mon mot de passe et activer mon compte'
    : 'Choisir un nouveau mot de passe';
  return {
    templateKey: activation ? 'account-invitation' : 'reset-password',
    subject,
    html: render(html`<p>Bonjour,</p>
<p>${intro}</p>
<p><a href="${link}">${action}</a> (lien valable une heure).</p>
<p>${footer}</p>`),
    text: `Bonjour,\n\n${intro}\n${action} (lien valable une heure) : ${link}\n\n${footer}`,
  };
}

export function existingAccountEmail(signInLink: string, resetLink: string): AccountEmail {
  return {
    templateKey: 'existing-account',
    subject: 'Vous avez déjà un compte APL Simulateur',
    html: render(html`<p>Bonjour,</p>
<p>Quelqu'un a voulu créer un compte APL Simulateur avec cette adresse, qui en a déjà un. Aucun autre compte n'a été créé.</p>
<p><a href="${signInLink}">Se connecter</a> · <a href="${resetLink}">Mot de passe oublié ?</a></p>
<p>${footer}</p>`),
    text: `Bonjour,\n\nQuelqu'un a voulu créer un compte APL Simulateur avec cette adresse, qui en a déjà un. Aucun autre compte n'a été créé.\nSe connecter : ${signInLink}\nMot de passe oublié : ${resetLink}\n\n${footer}`,
  };
}
