/** French names of the simulator's answers, and how an answer is written. */

export const LABELS: Record<string, string> = {
  email: 'E-mail',
  firstName: 'Prénom',
  lastName: 'Nom',
  postalCode: 'Code postal',
  depcom: 'Commune (INSEE)',
  zone: 'Zone',
  rent: 'Loyer (€)',
  charges: 'Charges (€)',
  furnished: 'Meublé',
  colocation: 'Colocation',
  birthDate: 'Date de naissance',
  status: 'Situation',
  livingAlone: 'Vit seul(e)',
  children: 'Enfants à charge',
  income: 'Revenu mensuel (€)',
  boursier: 'Boursier',
  chambre: 'Chambre',
};

export const label = (k: string) => LABELS[k] ?? k;

export const show = (v: unknown): string => {
  if (v === true) return 'Oui';
  if (v === false) return 'Non';
  if (v === null || v === undefined || v === '') return '—';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
};
