/**
 * « Nouvelle version » des barèmes : une date d’effet, les valeurs alors en vigueur pré-remplies et modifiables
 * (ou revalorisées d'un taux IRL puis retouchées, ou importées des fichiers d'OpenFisca-France avec leurs
 * références), une source par série modifiée, une raison pour un écart de plus
 * de 10 %. Enregistrée comme brouillon, elle s'ouvre avec son aperçu avant → après, pour être activée.
 */
import { type FormEvent, useRef } from 'react';
import { useNavigate } from 'react-router';
import { FormMessage } from '../../components/form/FormMessage.tsx';
import { TextInput } from '../../components/form/TextInput.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useUnsavedWarning } from '../../hooks/useUnsavedWarning.ts';
import { ImportOpenFisca } from './ImportOpenFisca.tsx';
import { SeriesFields, SOURCE_VIDE } from './SeriesFields.tsx';
import { useBrouillon } from './useBrouillon.ts';
import './scales.css';

type Brouillon = ReturnType<typeof useBrouillon>;

function DateEtTaux({ b }: { b: Brouillon }) {
  const { form } = b;
  const dateErrors = [...(form.errors.effectiveDate ?? []), ...(form.errors.date ?? [])];
  return (
    <section className="card scale-head">
      <TextInput
        label="Date d’effet"
        type="date"
        {...form.bind('effectiveDate')}
        error={dateErrors.length ? dateErrors : undefined}
        hint="Les valeurs en vigueur à cette date pré-remplissent le formulaire."
      />
      <button type="button" className="btn" onClick={() => void b.charger()}>
        Charger les valeurs en vigueur
      </button>
      <TextInput
        label="Libellé (facultatif)"
        {...form.bind('label')}
        placeholder="Revalorisation du 1er octobre"
      />
      {b.prefill ? (
        <div className="scale-irl">
          <TextInput
            label="Taux de revalorisation IRL (%)"
            {...form.bind('taux')}
            placeholder="1,04"
            hint={`Appliqué aux séries que la loi indexe sur l’IRL (${b.prefill.seriesIrl.length}), arrondi au centime ; retouchez ensuite à la main.`}
          />
          <button
            type="button"
            className="btn"
            onClick={() => void b.charger(b.form.values.taux)}
            disabled={!form.values.taux.trim()}
          >
            Revaloriser de {form.values.taux.trim() || '…'} % (IRL)
          </button>
        </div>
      ) : null}
    </section>
  );
}

export function ScaleNew() {
  const b = useBrouillon();
  const navigate = useNavigate();
  const enregistre = useRef(false);
  // Une saisie non enregistrée ne se perd pas sans qu'on le demande.
  useUnsavedWarning(() => b.modifiees.length > 0 && !enregistre.current);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = await b.enregistrer();
    if (!saved) return;
    enregistre.current = true;
    navigate(`/baremes/${saved.id}`);
  };
  return (
    <>
      <PageHeader
        title="Nouvelle version des barèmes"
        description="Saisie à partir de la version active. Elle reste un brouillon jusqu’à son activation par un second administrateur."
      />
      <ImportOpenFisca
        importer={b.importer}
        importe={b.importe}
        errors={b.form.errors}
        submitting={b.form.submitting}
      />
      <form onSubmit={submit} noValidate aria-label="Nouvelle version des barèmes">
        <DateEtTaux b={b} />
        {b.series.map(({ cle, feuilles }) => (
          <SeriesFields
            key={cle}
            cle={cle}
            feuilles={feuilles}
            saisie={b.saisie}
            onValeur={b.setValeur}
            source={b.sources[cle] ?? SOURCE_VIDE}
            onSource={(s) => b.setSource(cle, s)}
            onSourcePartout={() => b.sourcePartout(cle)}
            raison={b.raisons[cle] ?? ''}
            onRaison={(r) => b.setRaison(cle, r)}
            errors={b.form.errors}
          />
        ))}
        <div className="card scale-submit">
          <FormMessage message={b.form.message} />
          {b.form.errors.valeurs ? <p className="field-error">{b.form.errors.valeurs.join(' ')}</p> : null}
          <p className="muted">
            {b.modifiees.length} série{b.modifiees.length > 1 ? 's' : ''} modifiée
            {b.modifiees.length > 1 ? 's' : ''}
          </p>
          <button type="submit" className="btn primary" disabled={b.form.submitting || !b.prefill}>
            Enregistrer le brouillon
          </button>
        </div>
      </form>
    </>
  );
}
