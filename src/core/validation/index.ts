export { type Email, emailSchema, suggestionEmail } from './email.ts';
export * from './engine-input.ts';
export * from './fields.ts';
export { LIBELLES, MESSAGES, MESSAGES_LIEU, messageSuggestion } from './messages.ts';
export { safeWebUrl, URL_MAX_LENGTH, type UrlProblem, urlMessages, urlProblem, webUrlSchema } from './url.ts';
