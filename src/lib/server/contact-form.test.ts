import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGES,
  contactErrors,
  contactSchema,
  fillContactPage,
  renderContactForm,
} from './contact-form.ts';

const valid = { name: 'Léa', email: ' Lea@Example.FR ', subject: 'Autre', message: 'Bonjour, une question.' };

describe('contact form', () => {
  it('accepts a valid message and normalises the e-mail', () => {
    const r = contactSchema.safeParse(valid);
    expect(r.success).toBe(true);
    expect(r.data?.email).toBe('lea@example.fr');
  });

  it('rejects an invalid e-mail and an over-long message with French messages', () => {
    const r = contactSchema.safeParse({ ...valid, email: 'lea@gmail', message: 'x'.repeat(5001) });
    expect(r.success).toBe(false);
    const errors = contactErrors(r.error as never);
    expect(errors.email).toBe("Format d'email invalide");
    expect(errors.message).toBe(CONTACT_MESSAGES.messageTooLong);
  });

  it('asks for every missing field', () => {
    const r = contactSchema.safeParse({});
    expect(Object.keys(contactErrors(r.error as never)).sort()).toEqual([
      'email',
      'message',
      'name',
      'subject',
    ]);
  });

  it('shows back what was typed, escaped, with each error tied to its field', () => {
    const html = renderContactForm(
      { name: '"><script>alert(1)</script>', message: '</textarea><b>x</b>', subject: 'Autre' },
      { email: "Format d'email invalide" },
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('</textarea><b>');
    expect(html).toContain('aria-describedby="email-hint email-error" aria-invalid="true"');
    expect(html).toContain('<option selected>Autre</option>');
    expect(html).toContain('role="alert"');
  });

  it('replaces the form of the built page', () => {
    const page = '<title>Contact</title><!--contact-form--><form>old</form><!--/contact-form-->';
    const html = fillContactPage(page, { name: 'Léa' }, { email: 'x' });
    expect(html).not.toContain('old');
    expect(html).toContain('value="Léa"');
    expect(html).toContain('<title>Erreur : Contact');
  });
});
