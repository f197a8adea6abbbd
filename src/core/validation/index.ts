export { type Email, emailSchema, suggestionEmail } from './email.ts';
export * from './engine-input.ts';
export * from './fields.ts';
export { LIBELLES, MESSAGES, messageSuggestion } from './messages.ts';
