export { type Email, emailSchema, suggestionEmail } from './email.ts';
export * from './engine-input.ts';
export * from './fields.ts';
export { MARKDOWN_MAX_DEPTH, type MarkdownProblem, markdownProblem, markdownSchema } from './markdown.ts';
export { LIBELLES, MESSAGES, MESSAGES_LIEU, messageSuggestion } from './messages.ts';
export {
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  seoLength,
  seoTextSchema,
  seoTooLong,
  withYear,
  YEAR_FIGURE,
} from './seo-text.ts';
export {
  citySlugSchema,
  isFreeGuideSlug,
  isValidSlug,
  RESERVED_GUIDE_SLUGS,
  SLUG_MAX_LENGTH,
  SLUG_MESSAGES,
  slugSchema,
} from './slug.ts';
export { safeWebUrl, URL_MAX_LENGTH, type UrlProblem, urlMessages, urlProblem, webUrlSchema } from './url.ts';
