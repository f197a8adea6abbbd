/** A horizontal bar chart (Chart.js, registered piece by piece), labelled for screen readers. */
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);
ChartJS.defaults.locale = 'fr-FR';

export function HorizontalBars({
  label,
  labels,
  values,
  color,
}: {
  label: string;
  labels: string[];
  values: number[];
  color: string;
}) {
  return (
    <Bar
      aria-label={label}
      role="img"
      data={{ labels, datasets: [{ label, data: values, backgroundColor: color }] }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        indexAxis: 'y',
        plugins: { legend: { display: false } },
        scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
      }}
    />
  );
}
