/**
 * Refuses a write whose body holds a NUL character (U+0000), as raw text or as a JSON `\u0000` escape, with
 * a 400 and a French message, before any route sees it. No field of the site may hold one, and PostgreSQL
 * cannot store one in text or JSON at all: without this, such a body would reach the store and fail there.
 * Uploads (multipart) are files, not text: left to their own route.
 */
import type { MiddlewareHandler } from 'hono';
import { ApiFailure } from '../errors.ts';

const TEXT_BODIES = /^(application\/json|application\/x-www-form-urlencoded|text\/)/i;

export function refuseNul(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (!TEXT_BODIES.test(c.req.header('content-type') ?? '')) return next();
    const type = c.req.header('content-type') ?? '';
    const text = await c.req.raw.clone().text();
    const form = /^application\/x-www-form-urlencoded/i.test(type);
    if (text.includes('\u0000') || /\\u0000/i.test(text) || (form && /%00/.test(text)))
      throw new ApiFailure(400, 'CARACTERE_INTERDIT', 'Caractère nul interdit dans la requête');
    return next();
  };
}
