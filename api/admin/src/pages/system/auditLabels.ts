/**
 * The audit log in words: French names of the actions and of the kinds of items, the item itself (its name
 * when it still exists, « supprimé » otherwise) with the screen that shows it, and the details in French units.
 */
import type { AuditEntry } from '../../../../routes/admin/users.ts';
import { fmtBytes, fmtDateTime, fmtInt } from '../../lib/format.ts';

export const ACTION_LABELS: Record<string, string> = {
  create: 'Création',
  update: 'Modification',
  delete: 'Suppression',
  publish: 'Publication',
  unpublish: 'Dépublication',
  upload: 'Téléversement',
  'batch-seo': 'SEO en lot',
  generate: 'Génération',
  invite: 'Invitation',
  'update-structure': 'Structure modifiée',
  'set-roles': 'Rôles',
  export: 'Export CSV',
  backup: 'Sauvegarde',
  rebuild: 'Reconstruction',
  rollback: 'Retour arrière',
  'mark-handled': 'Message traité',
  'mark-new': 'Message rouvert',
  restore: 'Restauration',
  purge: 'Suppression définitive',
  schedule: 'Programmation',
  unschedule: 'Programmation annulée',
  'publish-changes': 'Publication des modifications',
  'discard-pending': 'Modifications abandonnées',
  'preview-link.create': 'Lien d’aperçu créé',
  'preview-link.revoke': 'Lien d’aperçu révoqué',
};

/** The kind of item, lower case, as it reads inside a sentence (« article », « page ville »). */
export const ENTITY_LABELS: Record<string, string> = {
  article: 'article',
  thematic_page: 'guide',
  city_page: 'page ville',
  media: 'média',
  trash: 'élément de la corbeille',
  user: 'utilisateur',
  article_category: 'catégorie',
  tag: 'étiquette',
  email_template: 'modèle d’e-mail',
  contact_message: 'message de contact',
  redirect: 'redirection',
  site: 'site',
  database: 'base de données',
  simulations: 'simulations',
};

/** The admin screen of an item (paths under /admin, as the router knows them). */
const SCREENS: Record<string, (id: string) => string> = {
  article: (id) => `/articles/${id}/edit`,
  thematic_page: (id) => `/thematiques/${id}/edit`,
  city_page: (id) => `/cities/${id}/edit`,
  media: () => '/media',
  user: () => '/users',
  article_category: () => '/categories',
  tag: () => '/tags',
  email_template: (id) => `/email/templates/${encodeURIComponent(id)}`,
  contact_message: () => '/contact/messages',
  redirect: () => '/redirections',
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;
export const entityLabel = (entity: string) => ENTITY_LABELS[entity] ?? entity;

/** The item of an entry: « Article « Le loyer » » with its screen, or « Article n° 12 (supprimé) ». */
export function itemOf(e: Pick<AuditEntry, 'entity' | 'entityId' | 'target'>): {
  text: string;
  to: string | null;
} {
  const kind = capital(entityLabel(e.entity));
  if (e.entityId == null) return { text: kind, to: null };
  if (e.target && !e.target.exists) return { text: `${kind} n° ${e.entityId} (supprimé)`, to: null };
  const name = e.target?.label ? `« ${e.target.label} »` : `n° ${e.entityId}`;
  return { text: `${kind} ${name}`, to: SCREENS[e.entity]?.(e.entityId) ?? null };
}

const ROLE_LABELS: Record<string, string> = { admin: 'administrateur', editor: 'éditeur' };

/** The details worth reading, in French units: counts, sizes, roles. */
export function detailsOf(details: AuditEntry['details']): string {
  if (!details || typeof details !== 'object') return '';
  const d = details as Record<string, unknown>;
  const parts: string[] = [];
  if (typeof d.count === 'number') parts.push(`${fmtInt(d.count)} ${d.count > 1 ? 'éléments' : 'élément'}`);
  if (typeof d.rows === 'number') parts.push(`${fmtInt(d.rows)} ${d.rows > 1 ? 'lignes' : 'ligne'}`);
  if (typeof d.sizeBytes === 'number') parts.push(fmtBytes(d.sizeBytes));
  if (typeof d.fileName === 'string') parts.push(d.fileName);
  if (typeof d.fromPath === 'string' && typeof d.toPath === 'string')
    parts.push(`${d.fromPath} → ${d.toPath}`);
  if (d.action === 'publish' || d.action === 'unpublish')
    parts.push(d.action === 'publish' ? 'publication' : 'dépublication');
  if (typeof d.runAt === 'string') parts.push(`le ${fmtDateTime(d.runAt)}`);
  if (typeof d.revisionId === 'number') parts.push(`révision n° ${d.revisionId}`);
  if (typeof d.link === 'number') parts.push(`lien n° ${d.link}`);
  if (typeof d.hours === 'number') parts.push(`valable ${fmtInt(d.hours)} h`);
  if (Array.isArray(d.roles))
    parts.push(
      d.roles.length
        ? `rôles : ${d.roles.map((r) => ROLE_LABELS[String(r)] ?? String(r)).join(', ')}`
        : 'aucun rôle',
    );
  return parts.join(' · ');
}
