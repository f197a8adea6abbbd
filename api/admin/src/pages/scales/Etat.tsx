/** Les états d'une version des barèmes, en français, avec la couleur de leur badge. */
export const ETATS: Record<string, { label: string; badge: string }> = {
  draft: { label: 'Brouillon', badge: 'draft' },
  active: { label: 'Active', badge: 'published' },
  replaced: { label: 'Remplacée', badge: 'archived' },
  withdrawn: { label: 'Retirée', badge: 'failed' },
};

export function Etat({ state }: { state: string }) {
  const e = ETATS[state] ?? { label: state, badge: 'draft' };
  return <span className={`badge badge-${e.badge}`}>{e.label}</span>;
}
