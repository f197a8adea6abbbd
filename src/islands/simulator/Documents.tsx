/**
 * « Mes justificatifs »: the pieces to gather, from the answers (src/core/simulation/documents.ts), as a
 * checklist kept in this page's memory, with « Imprimer la liste », which prints this card alone.
 */
import { useId, useMemo } from 'react';
import { allItems, type DocumentItem, documentsFor, SOURCE_NAMES } from '../../core/simulation/documents.ts';
import type { FormData } from '../../core/simulation/form.ts';
import { Fold } from './Fold.tsx';
import { useT } from './locale.ts';
import type { SectionsLanguage } from './sections-language.ts';
import { useSimulator } from './store.ts';

/** While this class is on <body>, the print styles hide every part of the results but the checklist. */
const PRINT_CLASS = 'sim-print-docs';

function printList() {
  const body = document.body;
  body.classList.add(PRINT_CLASS);
  const done = () => {
    body.classList.remove(PRINT_CLASS);
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

/** Consecutive items under the same condition (« Si vous êtes … ») come together, the condition said once. */
function segments(items: readonly DocumentItem[]): Array<{ condition?: string; items: DocumentItem[] }> {
  const out: Array<{ condition?: string; items: DocumentItem[] }> = [];
  for (const item of items) {
    const last = out.at(-1);
    if (last && last.condition === item.condition) last.items.push(item);
    else out.push({ ...(item.condition ? { condition: item.condition } : {}), items: [item] });
  }
  return out;
}

/** One document to tick, kept ticked in this browser (store.ts). */
function DocumentRow({ item, checked }: { item: DocumentItem; checked: boolean }) {
  return (
    <li>
      <label className="sim-docs-item">
        <input
          type="checkbox"
          className="sim-docs-check"
          checked={checked}
          onChange={() => useSimulator.getState().toggleDoc(item.id)}
        />
        <span>
          {item.label}
          {item.detail && <small>{item.detail}</small>}
        </span>
      </label>
    </li>
  );
}

/** `language`: the English texts on an English page (sections-language.ts); French without it. */
export function Documents({ form, language }: { form: FormData; language?: SectionsLanguage | undefined }) {
  const { t } = useT();
  const groups = useMemo(
    () => (language ? language.documents(documentsFor(form), form) : documentsFor(form)),
    [form, language],
  );
  const sourceNames = language?.sourceNames ?? SOURCE_NAMES;
  const items = allItems(groups);
  // Ticks are kept in this browser with the simulation (store.ts): a visit later finds them as they were.
  const docsChecked = useSimulator((s) => s.docsChecked);
  const checked = useMemo(() => new Set(docsChecked ?? []), [docsChecked]);
  const ids = useId();
  const ready = items.filter((d) => checked.has(d.id)).length;
  const row = (item: DocumentItem) => (
    <DocumentRow key={item.id} item={item} checked={checked.has(item.id)} />
  );

  const sources = [...new Set(items.map((d) => d.source))];

  return (
    <Fold
      id={`${ids}-title`}
      title={t('sim.docs.title')}
      className="sim-docs"
      aside={
        <p className="sim-docs-count no-print" aria-live="polite">
          {t(ready > 1 ? 'sim.docs.countMany' : 'sim.docs.countOne', { ready, total: items.length })}
        </p>
      }
    >
      <p className="sim-intro">{t('sim.docs.intro')}</p>
      {groups.map((group) => (
        <fieldset key={group.id} className="sim-docs-group">
          <legend>{group.title}</legend>
          <ul className="sim-docs-list">
            {segments(group.items).flatMap((segment) =>
              segment.condition
                ? [
                    <li key={segment.condition} className="sim-docs-conditional">
                      <p className="sim-docs-condition">
                        {segment.condition}
                        {t('sim.docs.conditionColon')}
                      </p>
                      <ul className="sim-docs-list">{segment.items.map(row)}</ul>
                    </li>,
                  ]
                : segment.items.map(row),
            )}
          </ul>
        </fieldset>
      ))}
      <p className="sim-docs-sources">
        {t('sim.docs.sources')}
        {sources.map((url, i) => (
          <span key={url}>
            {i > 0 && ' · '}
            {url.startsWith('/') ? (
              <a href={url}>{sourceNames[url]}</a>
            ) : (
              <a href={url} target="_blank" rel="noopener">
                {sourceNames[url]}
              </a>
            )}
          </span>
        ))}
      </p>
      <div className="sim-actions no-print">
        <button type="button" className="btn btn-secondary" onClick={printList}>
          {t('sim.docs.print')}
        </button>
      </div>
    </Fold>
  );
}
