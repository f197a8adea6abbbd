/** One series of legal parameters: its versions, most recent first, with their values and sources. */
import type { LegalParameters } from '../../../../routes/admin/system.ts';
import { fmtDate } from '../../lib/format.ts';

function Value({ v }: { v: unknown }) {
  if (v !== null && typeof v === 'object')
    return (
      <table className="values">
        <tbody>
          {Object.entries(v as Record<string, unknown>).map(([k, x]) => (
            <tr key={k}>
              <th scope="row">{k}</th>
              <td>
                <Value v={x} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  return <span>{String(v).replace('.', ',')}</span>;
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
  return (
    <section className="card">
      <h2>
        <button type="button" className="btn link" aria-expanded={open} onClick={onToggle}>
          {s.key}
        </button>{' '}
        <span className="muted small">
          {s.versions.length} version(s)
          {s.revalorisation ? `, revalorisée chaque ${s.revalorisation.split('-').reverse().join('/')}` : ''}
        </span>
      </h2>
      {open
        ? [...s.versions].reverse().map((v) => (
            <div key={v.depuis} className="version">
              <h3>Depuis le {fmtDate(v.depuis)}</h3>
              <Value v={v.valeur} />
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
