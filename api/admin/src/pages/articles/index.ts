/** The Articles section, loaded as one chunk: list, new, edit, draft generation, categories and tags. */
export { ArticleEdit } from './Edit.tsx';
export { ArticleGenerate } from './Generate.tsx';
export { ArticleList } from './List.tsx';
export { ArticleNew } from './New.tsx';
export { Categories, Tags } from './Taxonomy.tsx';
