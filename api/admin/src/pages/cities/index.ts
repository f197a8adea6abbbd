/** The Villes section, loaded as one chunk: list, editor, SEO in bulk, route health, generator. */
export { BatchSeo } from './BatchSeo.tsx';
export { CityEdit } from './Editor.tsx';
export { CityGenerator } from './Generator.tsx';
export { CityList } from './List.tsx';
export { RouteHealth } from './RouteHealth.tsx';
