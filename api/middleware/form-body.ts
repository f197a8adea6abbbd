/**
 * Reading a form body (the no-JavaScript forms: contact, « supprimer mes données »). A body that cannot be
 * read — multipart without boundary or with one that never closes, a Content-Length that does not match,
 * bytes that are not a form — answers 400 with the API's error shape, never 500. Every route that reads a
 * form goes through readFormFields.
 */
import type { Context } from 'hono';
import { ApiFailure } from '../errors.ts';

export const UNREADABLE_FORM = 'Formulaire illisible : renvoyez-le depuis la page du site.';

/** Whether the request says it carries a form (urlencoded or multipart). */
export function isFormRequest(c: Context): boolean {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
}

/** The text fields of the form body (files are ignored); 400 FORMULAIRE_ILLISIBLE when it cannot be read. */
export async function readFormFields(c: Context): Promise<Record<string, string>> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new ApiFailure(400, 'FORMULAIRE_ILLISIBLE', UNREADABLE_FORM);
  }
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
