/** The « Période » filter of the statistics screens: a number of days. */
import { Select } from './form/Select.tsx';

const PERIODS = [
  ['7', '7 jours'],
  ['30', '30 jours'],
  ['90', '90 jours'],
  ['365', '1 an'],
] as const;
const THIRTEEN_MONTHS = [...PERIODS.slice(0, 3), ['395', '13 mois']] as const;

export function PeriodSelect({
  days,
  setDays,
  longest = 'year',
}: {
  days: string;
  setDays: (d: string) => void;
  /** The longest period offered: a year, or thirteen months (audience, kept 13 months). */
  longest?: 'year' | '13-months';
}) {
  return (
    <div className="filters">
      <Select
        label="Période"
        value={days}
        onChange={setDays}
        options={longest === 'year' ? PERIODS : THIRTEEN_MONTHS}
      />
    </div>
  );
}
