/** The Pages thématiques section, loaded as one chunk: list, editor, generation, categories, audience, links. */
export { ThematiqueAnalytics } from './Analytics.tsx';
export { ThematiqueCategories } from './Categories.tsx';
export { ThematiqueEdit } from './Edit.tsx';
export { ThematiqueGenerate } from './Generate.tsx';
export { ThematiqueLinks } from './Links.tsx';
export { ThematiqueList } from './List.tsx';
export { ThematiqueNew } from './New.tsx';
