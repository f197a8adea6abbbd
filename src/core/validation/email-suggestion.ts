/**
 * Les fautes de frappe courantes sur les domaines des adresses e-mail (« gmial.com ») : la suggestion d'une adresse
 * corrigée. Sans bibliothèque de validation, pour que le simulateur la montre sans charger les schémas (issue 29).
 */

/** Domaines courants, pour corriger « gmial.com » en « gmail.com ». */
const DOMAINES = [
  'gmail.com',
  'outlook.fr',
  'outlook.com',
  'hotmail.fr',
  'hotmail.com',
  'yahoo.fr',
  'yahoo.com',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'wanadoo.fr',
  'sfr.fr',
];

function distance(a: string, b: string): number {
  const d = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0] as number;
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = d[j] as number;
      d[j] = Math.min((d[j] as number) + 1, (d[j - 1] as number) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return d[b.length] as number;
}

/** Adresse corrigée si le domaine ressemble à un domaine courant sans l'être, sinon null. */
export function suggestionEmail(email: string): string | null {
  const e = email.trim().toLowerCase();
  const at = e.lastIndexOf('@');
  if (at <= 0) return null;
  const domaine = e.slice(at + 1);
  if (!domaine || DOMAINES.includes(domaine)) return null;
  let best: string | null = null;
  let bestD = 3;
  for (const d of DOMAINES) {
    const dist = distance(domaine, d);
    if (dist < bestD) {
      best = d;
      bestD = dist;
    }
  }
  return best ? `${e.slice(0, at)}@${best}` : null;
}
