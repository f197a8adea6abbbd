/**
 * Une série dans le formulaire d'une nouvelle version : chaque valeur en vigueur et la nouvelle, modifiable ;
 * quand une valeur change, la source légale de la série ; quand une valeur sort de la bande de ± 10 %, la
 * raison de l'écart. Les erreurs de l'API s'affichent à leur champ.
 */
import { useState } from 'react';
import type { FieldErrors } from '../../api.ts';
import { TextArea, TextInput } from '../../components/form/TextInput.tsx';
import { parameterValue, seriesTitle } from '../publishing/parameterLabels.ts';
import { type Feuille, horsDeBande, modifiee, type Saisie } from './saisie.ts';

export type Source = { titre: string; jorf: string; url: string };
export const SOURCE_VIDE: Source = { titre: '', jorf: '', url: '' };

type Props = {
  cle: string;
  feuilles: Feuille[];
  saisie: Saisie;
  onValeur: (chemin: string, texte: string) => void;
  source: Source;
  onSource: (s: Source) => void;
  onSourcePartout: () => void;
  raison: string;
  onRaison: (r: string) => void;
  errors: FieldErrors;
};

function Ligne({ f, p }: { f: Feuille; p: Props }) {
  const erreur = p.errors[f.chemin];
  const hors = horsDeBande(f, p.saisie);
  return (
    <tr className={modifiee(f, p.saisie) ? 'changed' : undefined}>
      <th scope="row">{f.libelle}</th>
      <td className="nowrap">{parameterValue(p.cle, f.cle, f.avant)}</td>
      <td>
        <input
          className={hors ? 'out-of-band' : undefined}
          inputMode="decimal"
          aria-label={`${seriesTitle(p.cle)} — ${f.libelle}`}
          aria-invalid={erreur?.length ? true : undefined}
          value={p.saisie[f.chemin] ?? ''}
          onChange={(e) => p.onValeur(f.chemin, e.target.value)}
        />
        {erreur?.length ? <p className="field-error">{erreur.join(' ')}</p> : null}
      </td>
    </tr>
  );
}

function SourceFields({ p }: { p: Props }) {
  const set = (k: keyof Source) => (v: string) => p.onSource({ ...p.source, [k]: v });
  const titre = seriesTitle(p.cle);
  return (
    <fieldset className="scale-source">
      <legend>Source légale de « {titre} »</legend>
      <TextInput
        label="Titre du texte"
        value={p.source.titre}
        onChange={set('titre')}
        placeholder="Arrêté du …"
      />
      <TextInput
        label="Référence au Journal officiel"
        value={p.source.jorf}
        onChange={set('jorf')}
        placeholder="JORF n° … du …"
      />
      <TextInput
        label="Adresse du texte"
        type="url"
        value={p.source.url}
        onChange={set('url')}
        placeholder="https://www.legifrance.gouv.fr/…"
      />
      {p.errors[`sources.${p.cle}`]?.length ? (
        <p className="field-error" role="alert">
          {p.errors[`sources.${p.cle}`]?.join(' ')}
        </p>
      ) : null}
      <button type="button" className="btn small" onClick={p.onSourcePartout}>
        Reprendre cette source pour toutes les séries modifiées
      </button>
    </fieldset>
  );
}

export function SeriesFields(p: Props) {
  const [ouverte, setOuverte] = useState(false);
  const changee = p.feuilles.some((f) => modifiee(f, p.saisie));
  const hors = p.feuilles.some((f) => horsDeBande(f, p.saisie));
  const erreurs = Object.keys(p.errors).some((k) => k === p.cle || k.startsWith(`${p.cle}.`));
  const visible = ouverte || changee || erreurs;
  return (
    <section className="card scale-series">
      <h2>
        <button
          type="button"
          className="btn link"
          aria-expanded={visible}
          onClick={() => setOuverte(!visible)}
        >
          {seriesTitle(p.cle)}
        </button>{' '}
        {changee ? <span className="badge badge-running">modifiée</span> : null}
      </h2>
      {p.errors[p.cle]?.length ? (
        <p className="field-error" role="alert">
          {p.errors[p.cle]?.join(' ')}
        </p>
      ) : null}
      {visible ? (
        <>
          <div className="table-wrap">
            <table className="scale-leaves">
              <thead>
                <tr>
                  <th scope="col">Valeur</th>
                  <th scope="col">En vigueur</th>
                  <th scope="col">Nouvelle</th>
                </tr>
              </thead>
              <tbody>
                {p.feuilles.map((f) => (
                  <Ligne key={f.chemin} f={f} p={p} />
                ))}
              </tbody>
            </table>
          </div>
          {changee ? <SourceFields p={p} /> : null}
          {hors || p.errors[`raisons.${p.cle}`] ? (
            <TextArea
              label="Raison de l’écart de plus de 10 %"
              value={p.raison}
              onChange={p.onRaison}
              error={p.errors[`raisons.${p.cle}`]}
              hint="Une revalorisation ordinaire reste dans ± 10 % : dites quel texte justifie cet écart (réforme, correction)."
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
