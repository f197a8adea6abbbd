/**
 * « Supprimer mes données »: the confirmation link's token. It carries the address and an expiry, encrypted
 * and authenticated (AES-256-GCM, key derived from the server secret), so nothing is stored for a pending
 * request, the address never appears in the URL, and a token cannot be forged or altered.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { html, render } from '../../src/lib/server/safe-html.ts';
import { authSecret } from '../auth/auth.ts';
import type { AppContext } from '../context.ts';

/** The link in the e-mail stays valid 48 hours. */
export const DELETION_LINK_HOURS = 48;

function key(ctx: AppContext): Buffer {
  return createHash('sha256').update('apl:suppression-des-donnees:').update(authSecret(ctx)).digest();
}

export function deletionToken(ctx: AppContext, email: string, now: Date): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(ctx), iv);
  const plain = JSON.stringify({ e: email, x: now.getTime() + DELETION_LINK_HOURS * 3_600_000 });
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The address of a valid, unexpired token; null for anything else. */
export function readDeletionToken(ctx: AppContext, token: string, now: Date): string | null {
  try {
    const raw = Buffer.from(token, 'base64url');
    if (raw.length < 29 || raw.length > 1024) return null;
    const decipher = createDecipheriv('aes-256-gcm', key(ctx), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const { e, x } = JSON.parse(plain) as { e?: unknown; x?: unknown };
    if (typeof e !== 'string' || typeof x !== 'number' || x < now.getTime()) return null;
    return e;
  } catch {
    return null;
  }
}

export function deletionEmail(link: string) {
  return {
    subject: 'Confirmez la suppression de vos données',
    html: render(html`<p>Bonjour,</p>
<p>Une demande de suppression des données liées à cette adresse e-mail a été faite sur APL Simulateur : vos simulations (réponses et résultats), le journal des e-mails qui vous ont été envoyés et vos messages de contact.</p>
<p><a href="${link}">Confirmer la suppression</a> (lien valable ${DELETION_LINK_HOURS} heures). La suppression est définitive.</p>
<p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : rien ne sera supprimé.</p>`),
    text: `Bonjour,\n\nUne demande de suppression des données liées à cette adresse e-mail a été faite sur APL Simulateur : vos simulations (réponses et résultats), le journal des e-mails qui vous ont été envoyés et vos messages de contact.\n\nConfirmer la suppression (lien valable ${DELETION_LINK_HOURS} heures, suppression définitive) : ${link}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message : rien ne sera supprimé.`,
  };
}
