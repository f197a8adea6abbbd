/**
 * « Mentions légales » (issue 29): the publisher, the director of publication and the host, which the public page
 * /legal-notice shows. Saved by an admin; the site is rebuilt. While a required field is empty, the page tells
 * visitors calmly that the information is being published, and the dashboard says what is missing.
 */
import type { FormEvent } from 'react';
import {
  LEGAL_NOTICE_FIELDS,
  type LegalNoticeField,
  type LegalNotice as LegalNoticeValues,
} from '../../../../../src/core/legal-notice.ts';
import type { LegalNoticeState } from '../../../../routes/admin/legal-notice.ts';
import { api } from '../../api.ts';
import { FormMessage } from '../../components/form/FormMessage.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loaded, Notice } from '../../components/status.tsx';
import { useForm } from '../../hooks/useForm.ts';
import { useLoad } from '../../hooks/useLoad.ts';

const PATH = '/api/admin/settings/legal-notice';

const HINTS: Partial<Record<LegalNoticeField, string>> = {
  publisherName: 'Personne physique : nom et prénom. Société ou association : sa dénomination.',
  publisherLegalForm: 'Société ou association seulement (SAS, association loi 1901…).',
  publisherRegistration: 'RCS et numéro, SIREN ou numéro RNA ; facultatif pour une personne physique.',
  hostName: 'L’entreprise qui héberge le serveur du site.',
};

export function LegalNotice() {
  const state = useLoad<LegalNoticeState>(PATH);
  return (
    <>
      <PageHeader
        title="Mentions légales"
        description="L’identité de l’éditeur et de l’hébergeur, affichée sur la page publique /legal-notice."
      />
      <Loaded state={state}>{(s) => <LegalNoticeForm initial={s} onSaved={state.reload} />}</Loaded>
    </>
  );
}

function LegalNoticeForm({ initial, onSaved }: { initial: LegalNoticeState; onSaved: () => void }) {
  const form = useForm<LegalNoticeValues>(initial.notice);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const saved = await form.submit(
      () => api.put<LegalNoticeState>(PATH, form.values),
      'Mentions légales enregistrées : la page publique sera à jour à la fin de la reconstruction du site.',
    );
    if (saved) onSaved();
  };
  const missing = initial.missing;
  return (
    <form className="card narrow" onSubmit={save} noValidate>
      {missing.length > 0 && (
        <Notice kind="warning">
          À compléter pour que la page soit conforme (loi pour la confiance dans l’économie numérique, art. 6)
          : {missing.map((k) => LEGAL_NOTICE_FIELDS[k]).join(', ')}. D’ici là, la page publique indique aux
          visiteurs que ces informations sont en cours de publication.
        </Notice>
      )}
      <h2>Éditeur</h2>
      {(
        [
          'publisherName',
          'publisherLegalForm',
          'publisherAddress',
          'publisherRegistration',
          'director',
        ] as const
      ).map((k) => (
        <TextInput key={k} label={LEGAL_NOTICE_FIELDS[k]} hint={HINTS[k]} {...form.bind(k)} />
      ))}
      <h2>Hébergeur</h2>
      {(['hostName', 'hostAddress', 'hostPhone'] as const).map((k) => (
        <TextInput key={k} label={LEGAL_NOTICE_FIELDS[k]} hint={HINTS[k]} {...form.bind(k)} />
      ))}
      <FormMessage message={form.message} />
      <button type="submit" className="btn primary" disabled={form.submitting}>
        Enregistrer
      </button>
    </form>
  );
}
