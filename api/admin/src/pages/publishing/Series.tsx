/** One series of legal parameters: its versions, most recent first, with their values in units and sources. */
import type { LegalParameters } from '../../../../routes/admin/system.ts';
import { fmtDate } from '../../lib/format.ts';
import { fieldLabel, parameterValue, seriesTitle, yearlyOn } from './parameterLabels.ts';

function Value({ series, leaf, v }: { series: string; leaf: string; v: unknown }) {
  if (v !== null && typeof v === 'object')
    return (
      <table className="values">
        <tbody>
          {Object.entries(v as Record<string, unknown>).map(([k, x]) => (
            <tr key={k}>
              <th scope="row">{Array.isArray(v) ? `Tranche ${Number(k) + 1}` : fieldLabel(k)}</th>
              <td>
                <Value series={series} leaf={Array.isArray(v) ? leaf : k} v={x} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <span className="nowrap">{typeof v === 'number' ? parameterValue(series, leaf, v) : String(v)}</span>
  );
}

export function Series({
  s,
  open,
  onToggle,
}: {
  s: LegalParameters['series'][number];
  open: boolean;
  onToggle: () => void;
}) {
  const n = s.versions.length;
  return (
    <section className="card">
      <h2>
        <button type="button" className="btn link" aria-expanded={open} onClick={onToggle}>
          {seriesTitle(s.key)}
        </button>{' '}
        <span className="muted small">
          {n} {n > 1 ? 'versions' : 'version'}
          {s.revalorisation ? `, revalorisée ${yearlyOn(s.revalorisation)}` : ''}
        </span>
      </h2>
      {open
        ? [...s.versions].reverse().map((v) => (
            <div key={v.depuis} className="version">
              <h3>Depuis le {fmtDate(v.depuis)}</h3>
              <Value series={s.key} leaf="" v={v.valeur} />
              <ul className="plain">
                {v.references.map((r) => (
                  <li key={r.url}>
                    <a href={r.url} target="_blank" rel="noopener">
                      {r.titre}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))
        : null}
    </section>
  );
}
