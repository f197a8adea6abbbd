/** The Statistiques section, loaded as one chunk: statistics and traffic sources (Chart.js). */
export { SourcesPage } from './Sources.tsx';
export { StatsPage } from './Stats.tsx';
