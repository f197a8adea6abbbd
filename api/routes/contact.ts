/**
 * POST /api/contact: the contact form (spec §2), stored in contact_messages for the back-office.
 * - JSON (`fetch`): 201 `{ success: true }`, or 400 with the French message of each field.
 * - A plain HTML form (no JavaScript): 303 to /contact/merci, or 400 with the built /contact page, the form
 *   filled in again with what was typed and each error next to its field; a body that cannot be read as a
 *   form, 400 with the JSON error (api/middleware/form-body.ts).
 * A robot that fills the hidden « website » field gets the same answer as a person, and nothing is stored.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { contactMessages } from '../../db/tables.ts';
import {
  type ContactInput,
  type ContactValues,
  contactErrors,
  contactSchema,
  fillContactPage,
} from '../../src/lib/server/contact-form.ts';
import type { AppContext } from '../context.ts';
import { isFormRequest, readFormFields } from '../middleware/form-body.ts';
import { validate } from '../middleware/validate.ts';
import { currentBuildDir } from '../services/site-builds.ts';

const FIELDS = ['name', 'email', 'subject', 'message', 'website'] as const;

export function contactRoutes(ctx: AppContext) {
  const store = async (input: ContactInput) => {
    if (input.website) return; // honeypot
    await ctx.db
      .insert(contactMessages)
      .values({ name: input.name, email: input.email, subject: input.subject, message: input.message });
  };

  const contactPage = (values: ContactValues, errors: Parameters<typeof fillContactPage>[2]) => {
    const file = join(currentBuildDir(ctx.env.BUILDS_DIR), 'contact', 'index.html');
    const html = existsSync(file)
      ? readFileSync(file, 'utf8')
      : `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Contact</title></head><body><h1>Nous écrire</h1><!--contact-form--><!--/contact-form--></body></html>`;
    return fillContactPage(html, values, errors);
  };

  return new Hono()
    .post('/', async (c, next) => {
      if (!isFormRequest(c)) return next();
      const body = await readFormFields(c);
      const values: Record<string, string> = {};
      for (const field of FIELDS) {
        const v = body[field];
        if (v !== undefined) values[field] = v;
      }
      const parsed = contactSchema.safeParse(values);
      if (!parsed.success) {
        return c.html(contactPage(values, contactErrors(parsed.error)), 400);
      }
      await store(parsed.data);
      return c.redirect('/contact/merci', 303);
    })
    .post('/', validate('json', contactSchema), async (c) => {
      await store(c.req.valid('json'));
      return c.json({ success: true }, 201);
    });
}
