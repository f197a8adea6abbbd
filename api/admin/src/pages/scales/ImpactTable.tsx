/** L'aperçu d'une version : les ménages des pages du site, montant versé avant → après, au mois de sa date d'effet. */

import { moisLong } from '../../../../../src/core/apl/format.ts';
import type { ScalePreview } from '../../../../routes/admin/scales.ts';
import { Loaded } from '../../components/status.tsx';
import { useLoad } from '../../hooks/useLoad.ts';
import { fmtEuros } from '../../lib/format.ts';

type Ligne = ScalePreview['lignes'][number];
type Pages = ScalePreview['pages'];

/** « 2 312 pages changeront : 2 306 pages villes, 3 pages de zone, l’accueil, … » */
function PagesChangees({ pages }: { pages: Pages }) {
  if (pages.total === 0)
    return (
      <p>Aucune page du site ne change : les montants et les chiffres qu’elles montrent restent les mêmes.</p>
    );
  const parts = [
    pages.villes ? `${pages.villes.toLocaleString('fr-FR')} page(s) ville(s)` : '',
    pages.zones ? `${pages.zones} page(s) de zone` : '',
    pages.accueil ? 'l’accueil' : '',
    pages.precision ? '« Précision du simulateur »' : '',
    pages.textes.length ? `${pages.textes.length} guide(s), article(s) ou page(s) qui citent un chiffre` : '',
  ].filter(Boolean);
  return (
    <>
      <p data-testid="pages-changees">
        <strong>{pages.total.toLocaleString('fr-FR')} page(s) changeront</strong> à la reconstruction du site
        : {parts.join(', ')}.
      </p>
      {pages.textes.length ? (
        <details>
          <summary>Les textes qui citent un chiffre modifié</summary>
          <ul>
            {pages.textes.map((p) => (
              <li key={p}>
                <code>{p}</code>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}
type Montants = Ligne['avant'];

/** Le montant versé, et au centime en petit. */
function montant(m: Montants) {
  if ('erreur' in m) return `calcul impossible (${m.erreur})`;
  return (
    <>
      <span className="nowrap">{fmtEuros(m.montantFinal)}</span>{' '}
      <small className="muted nowrap">({fmtEuros(m.montant)})</small>
    </>
  );
}

function ecart(l: Ligne): string {
  if ('erreur' in l.avant || 'erreur' in l.apres) return '—';
  const d = Math.round((l.apres.montant - l.avant.montant) * 100) / 100;
  return d === 0 ? '=' : `${d > 0 ? '+' : '−'} ${fmtEuros(Math.abs(d))}`;
}

/** Les cas de référence d'OpenFisca-France recalculés : combien changent, et les plus grands écarts. */
function CasDeReference({ r }: { r: ScalePreview['references'] }) {
  if (!r)
    return (
      <p className="muted">Cas de référence indisponibles sur ce serveur (tests/fixtures/apl absent).</p>
    );
  return (
    <>
      <h3>Cas de référence d’OpenFisca-France</h3>
      <p data-testid="cas-de-reference">
        {r.changent} cas sur {r.total} change(nt) au mois de la date d’effet
        {r.lignes.length ? ' ; les plus grands écarts :' : '.'}
      </p>
      {r.lignes.length ? (
        <div className="table-wrap">
          <table className="scale-impact">
            <thead>
              <tr>
                <th scope="col">Cas</th>
                <th scope="col">Avant</th>
                <th scope="col">Après</th>
              </tr>
            </thead>
            <tbody>
              {r.lignes.map((l) => (
                <tr key={l.id} className="changed">
                  <th scope="row">
                    <code>{l.id}</code>
                  </th>
                  <td className="nowrap">{fmtEuros(l.avant)}</td>
                  <td className="nowrap">{fmtEuros(l.apres)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}

export function ImpactTable({ id }: { id: number }) {
  const state = useLoad<ScalePreview>(`/api/admin/scales/${id}/preview`, {});
  return (
    <section className="card">
      <h2>Impact sur les ménages des pages</h2>
      <Loaded state={state}>
        {(p) => (
          <>
            <p className="muted">
              Montants mensuels de {moisLong(p.effectiveDate.slice(0, 7))}, avec la version active puis avec
              celle-ci. {p.lignes.filter((l) => l.change).length} ménage(s) sur {p.lignes.length} change(nt).
            </p>
            <PagesChangees pages={p.pages} />
            <CasDeReference r={p.references} />
            <div className="table-wrap">
              <table className="scale-impact">
                <thead>
                  <tr>
                    <th scope="col">Ménage</th>
                    <th scope="col">Loyer</th>
                    <th scope="col">Avant</th>
                    <th scope="col">Après</th>
                    <th scope="col">Écart</th>
                  </tr>
                </thead>
                <tbody>
                  {p.lignes.map((l) => (
                    <tr key={l.id} className={l.change ? 'changed' : undefined} data-id={l.id}>
                      <th scope="row">{l.description}</th>
                      <td className="nowrap">{fmtEuros(l.rent)}</td>
                      <td>{montant(l.avant)}</td>
                      <td>{montant(l.apres)}</td>
                      <td className="nowrap">{ecart(l)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </Loaded>
    </section>
  );
}
