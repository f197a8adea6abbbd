/**
 * « Importer d'OpenFisca-France » : les fichiers de paramètres que lit `npm run generate:parameters`
 * (`parameters.json`, et s'il le faut celui des logements-foyers et de l'outre-mer) pré-remplissent la version à
 * la date de leur dernier bloc, ou à celle donnée, avec la référence légale de chaque série lue.
 */
import { type FormEvent, useRef, useState } from 'react';
import { dateLongue } from '../../../../../src/core/apl/format.ts';
import type { FieldErrors } from '../../api.ts';

type Props = {
  importer: (fichiers: FormData) => Promise<boolean>;
  importe: { openfisca: string; commit: string; date: string; confirmeAu: string; lues: string[] } | null;
  errors: FieldErrors;
  submitting: boolean;
};

function Fichier({
  name,
  label,
  hint,
  error,
}: {
  name: string;
  label: string;
  hint: string;
  error?: string[];
}) {
  const id = `import-${name}`;
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        name={name}
        accept="application/json,.json"
        aria-describedby={`${id}-hint`}
      />
      <small className="hint" id={`${id}-hint`}>
        {hint}
      </small>
      {error ? (
        <p className="field-error" role="alert">
          {error.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

export function ImportOpenFisca({ importer, importe, errors, submitting }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const [date, setDate] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.current) return;
    const fichiers = new FormData(form.current);
    for (const name of ['parametres', 'feuilles']) {
      const f = fichiers.get(name);
      if (f instanceof File && f.size === 0) fichiers.delete(name);
    }
    if (await importer(fichiers)) setDate('');
  };
  return (
    <form
      ref={form}
      className="card scale-import"
      onSubmit={submit}
      noValidate
      aria-label="Importer d’OpenFisca-France"
    >
      <h2>Importer d’OpenFisca-France</h2>
      <p className="muted">
        Ou partez des fichiers de paramètres d’OpenFisca-France, lus comme le fait{' '}
        <code>npm run generate:parameters</code> : chaque série lue prend ses valeurs et sa référence légale.
      </p>
      <Fichier
        name="parametres"
        label="Blocs du secteur locatif (parameters.json)"
        hint="Obligatoire ; 2 Mo au plus."
        error={errors.parametres}
      />
      <Fichier
        name="feuilles"
        label="Logements-foyers, outre-mer et épargne (facultatif)"
        hint="Du même commit d’OpenFisca-France ; sans lui, ces séries restent celles de la version active."
        error={errors.feuilles}
      />
      <div className={`field${errors.date ? ' has-error' : ''}`}>
        <label htmlFor="import-date">Date d’effet (facultatif)</label>
        <input
          id="import-date"
          type="date"
          name="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
        <small className="hint">Vide : la date du dernier bloc du fichier.</small>
        {errors.date ? <p className="field-error">{errors.date.join(' ')}</p> : null}
      </div>
      <button type="submit" className="btn" disabled={submitting}>
        Importer
      </button>
      {importe ? (
        <p className="notice success" role="status">
          Importé d’OpenFisca-France {importe.openfisca} (commit {importe.commit}, {dateLongue(importe.date)})
          : {importe.lues.length} séries lues, dernier bloc au {dateLongue(importe.confirmeAu)}.
        </p>
      ) : null}
    </form>
  );
}
