/**
 * « Mon calendrier »: the dates of the claim (src/core/simulation/calendar.ts) on the page, from the month the
 * visitor moves in (chosen here, kept in this browser), and the dated ones, with reminders, as an .ics file made in
 * this browser on click (a Blob URL handed to a download link: no server call, the
 * answers stay here; the file writer is loaded only then).
 */
import { useEffect, useId, useMemo, useRef } from 'react';
import { dateLongue, decalerMois } from '../../core/apl/format.ts';
import {
  type Calendar as CalendarDates,
  type CalendarEvent,
  calendarFor,
  icsEventsOf,
} from '../../core/simulation/calendar.ts';
import type { FormData } from '../../core/simulation/form.ts';
import type { SimulationFailure, SimulationResult } from '../../core/simulation/result.ts';
import { Fold } from './Fold.tsx';
import { useT } from './locale.ts';
import type { SectionsLanguage } from './sections-language.ts';
import { useSimulator } from './store.ts';

const FILE_NAME = 'calendrier-aide-logement.ics';

function EventItem({ event, language }: { event: CalendarEvent; language: SectionsLanguage | undefined }) {
  const { t } = useT();
  return (
    <li className="sim-cal-event">
      {event.date && (
        <time className="sim-cal-date" dateTime={event.date}>
          {(language?.date ?? dateLongue)(event.date)}
        </time>
      )}
      <strong className="sim-cal-title">{event.title}</strong>
      <p>{event.description}</p>
      <a className="sim-cal-source" href={event.source.url} target="_blank" rel="noopener">
        {t('sim.cal.source', { label: event.source.label })}
      </a>
    </li>
  );
}

/** « Vous emménagez en » : the month of the simulation and the 11 after it (summer for September, issue 29). */
function EntryMonth({ date, value, locale }: { date: string; value: string; locale: string }) {
  const { t } = useT();
  const id = useId();
  const month = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const first = date.slice(0, 7);
  const months = Array.from({ length: 12 }, (_, i) => decalerMois(first, i));
  return (
    <div className="sim-field sim-cal-entry no-print">
      <label htmlFor={id}>{t('sim.cal.entryLabel')}</label>
      <select
        id={id}
        value={value}
        onChange={(e) =>
          useSimulator.getState().setEntryMonth(e.target.value === first ? null : e.target.value)
        }
      >
        {months.map((m) => (
          <option key={m} value={m}>
            {month.format(new Date(`${m}-15T12:00:00Z`))}
          </option>
        ))}
      </select>
    </div>
  );
}

/** « Télécharger le calendrier »: the file is written once per calendar, in this browser, then handed over. */
function useIcsDownload(calendar: CalendarDates): () => Promise<void> {
  const { t } = useT();
  const made = useRef<{ calendar: CalendarDates; url: string } | null>(null);
  useEffect(
    () => () => {
      if (made.current) URL.revokeObjectURL(made.current.url);
    },
    [],
  );
  return async () => {
    if (made.current?.calendar !== calendar) {
      const { toIcs } = await import('../../core/simulation/ics.ts');
      const text = toIcs(
        icsEventsOf(calendar, (label) => t('sim.cal.source', { label })),
        { stamp: new Date().toISOString(), domain: 'apl-simulateur.fr', name: t('sim.cal.icsName') },
      );
      if (made.current) URL.revokeObjectURL(made.current.url);
      made.current = {
        calendar,
        url: URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' })),
      };
    }
    const link = document.createElement('a');
    link.href = made.current.url;
    link.download = FILE_NAME;
    link.click();
  };
}

export function Calendar({
  form,
  result,
  date,
  language,
}: {
  form: FormData;
  result: SimulationResult | SimulationFailure;
  /** Day of the simulation (AAAA-MM-JJ). */
  date: string;
  /** The English texts on an English page (sections-language.ts); French without it. */
  language?: SectionsLanguage | undefined;
}) {
  const { t, locale } = useT();
  const scalesLabel = result.error === false ? result.bareme.label : undefined;
  // The month the visitor moves in, kept in this browser; the simulation's month until they choose.
  const entryMonth = useSimulator((s) => s.entryMonth) ?? null;
  const calendar = useMemo(() => {
    const french = calendarFor(form, date, scalesLabel, entryMonth);
    return language ? language.calendar(french, scalesLabel) : french;
  }, [form, date, scalesLabel, language, entryMonth]);
  const ids = useId();
  const download = useIcsDownload(calendar);

  const dated = calendar.events.filter((e) => e.date !== null);
  const undated = calendar.events.filter((e) => e.date === null);
  return (
    <Fold id={`${ids}-title`} title={t('sim.cal.title')} className="sim-cal">
      <p className="sim-intro">{result.isEligible ? t('sim.cal.eligible') : t('sim.cal.notEligible')}</p>
      <EntryMonth date={date} value={calendar.entryMonth} locale={locale} />
      <p className="sim-note">{calendar.assumption}</p>
      <ol className="sim-cal-list">
        {dated.map((e) => (
          <EventItem key={e.id} event={e} language={language} />
        ))}
      </ol>
      {undated.length > 0 && (
        <>
          <h3 className="sim-cal-subtitle">{t('sim.cal.undated')}</h3>
          <ul className="sim-cal-list">
            {undated.map((e) => (
              <EventItem key={e.id} event={e} language={language} />
            ))}
          </ul>
        </>
      )}
      <div className="sim-actions no-print">
        <button type="button" className="btn btn-secondary" onClick={download}>
          {t('sim.cal.download')}
        </button>
      </div>
    </Fold>
  );
}
