/** A status word in a coloured badge (draft, published, sent, failed…). */

export const STATUS_LABELS: Record<string, string> = {
  draft: 'Brouillon',
  published: 'Publié',
  archived: 'Archivé',
  new: 'Nouveau',
  handled: 'Traité',
  sent: 'Envoyé',
  outbox: "Boîte d'envoi locale",
  error: 'Erreur',
  queued: 'En attente',
  running: 'En cours',
  success: 'Réussie',
  failed: 'Échouée',
};

export function Badge({ status }: { status: string }) {
  return <span className={`badge badge-${status}`}>{STATUS_LABELS[status] ?? status}</span>;
}
