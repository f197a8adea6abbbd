import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, type Db, openDb } from '../../db/client.ts';
import { applyMigrations } from '../../db/migrate.ts';
import { emailLogs } from '../../db/tables.ts';
import { type TestStore, testStore } from '../../tests/support/test-store.ts';
import { createMailer } from './email.ts';
import { renderStructure } from './email-template.ts';

/** A local stand-in for the Resend API: records each request, answers like Resend. */
type Recorded = { method: string; path: string; auth: string | undefined; body: Record<string, unknown> };
let server: Server;
let baseUrl: string;
const recorded: Recorded[] = [];
let failNext = false;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
  });

const dir = mkdtempSync(join(tmpdir(), 'apl-mail-'));
let store: TestStore;
let db: Db;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse((await readBody(req)) || '{}');
    recorded.push({ method: req.method ?? '', path: req.url ?? '', auth: req.headers.authorization, body });
    res.setHeader('Content-Type', 'application/json');
    if (failNext) {
      failNext = false;
      res.statusCode = 422;
      res.end(
        JSON.stringify({
          name: 'validation_error',
          message: 'Adresse refusée par le fournisseur',
          statusCode: 422,
        }),
      );
      return;
    }
    res.end(JSON.stringify({ id: `email_${recorded.length}` }));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  store = await testStore(dir, { prepared: false });
  db = openDb(store.target);
  await applyMigrations(db);
});

afterAll(async () => {
  await new Promise((ok) => server.close(ok));
  await closeDb(db);
  await store.drop();
  rmSync(dir, { recursive: true, force: true });
});

const message = {
  to: 'jeanne@exemple.fr',
  subject: 'Votre estimation APL : 199 € par mois',
  html: '<p>Bonjour</p>',
  text: 'Bonjour',
  templateKey: 'apl-results',
  sessionId: null,
};

const logs = () =>
  db
    .select({
      status: emailLogs.status,
      recipient: emailLogs.recipient,
      provider_id: emailLogs.providerId,
      error: emailLogs.error,
      html: emailLogs.html,
    })
    .from(emailLogs)
    .orderBy(emailLogs.id);

describe('e-mail delivery', () => {
  it('sends through Resend when RESEND_API_KEY is set, and logs it without keeping the body', async () => {
    const mailer = createMailer(db, {
      RESEND_API_KEY: 're_test_123',
      RESEND_BASE_URL: baseUrl,
      EMAIL_FROM: 'APL <r@apl.fr>',
    });
    const outcome = await mailer.send(message);
    expect(outcome).toEqual({ status: 'sent', id: 'email_1' });
    expect(recorded[0]).toMatchObject({
      method: 'POST',
      path: '/emails',
      auth: 'Bearer re_test_123',
      body: {
        from: 'APL <r@apl.fr>',
        to: 'jeanne@exemple.fr',
        subject: message.subject,
        html: message.html,
        text: message.text,
      },
    });
    expect((await logs()).at(-1)).toMatchObject({ status: 'sent', provider_id: 'email_1', html: null });
  });

  it("reports Resend's refusal in French words and logs the error", async () => {
    failNext = true;
    const mailer = createMailer(db, {
      RESEND_API_KEY: 're_test_123',
      RESEND_BASE_URL: baseUrl,
      EMAIL_FROM: 'APL <r@apl.fr>',
    });
    const outcome = await mailer.send(message);
    expect(outcome).toEqual({ status: 'error', error: 'Adresse refusée par le fournisseur' });
    expect((await logs()).at(-1)).toMatchObject({
      status: 'error',
      error: 'Adresse refusée par le fournisseur',
    });
  });

  it('keeps the message in the local outbox when no key is configured, and sends nothing', async () => {
    const before = recorded.length;
    const mailer = createMailer(db, { EMAIL_FROM: 'APL <r@apl.fr>' });
    expect(await mailer.send(message)).toEqual({ status: 'outbox' });
    expect(recorded.length).toBe(before);
    expect((await logs()).at(-1)).toMatchObject({
      status: 'outbox',
      recipient: 'jeanne@exemple.fr',
      html: '<p>Bonjour</p>',
    });
  });

  it('keeps the message in the outbox with EMAIL_MODE=outbox, even with a key, and sends nothing', async () => {
    const before = recorded.length;
    const mailer = createMailer(db, {
      RESEND_API_KEY: 're_test_123',
      RESEND_BASE_URL: baseUrl,
      EMAIL_FROM: 'APL <r@apl.fr>',
      EMAIL_MODE: 'outbox',
    });
    expect(await mailer.send(message)).toEqual({ status: 'outbox' });
    expect(recorded.length).toBe(before);
  });
});

describe('renderStructure', () => {
  it('escapes visitor values in HTML and inserts server-built fragments as they are', () => {
    const html = renderStructure(
      '<p>{{prenom}}</p>{{{bloc}}}',
      { blocks: {}, values: { prenom: '<script>x</script>' }, fragments: { bloc: '<b>ok</b>' } },
      'html',
    );
    expect(html).toBe('<p>&lt;script&gt;x&lt;/script&gt;</p><b>ok</b>');
    const text = renderStructure(
      'Bonjour {{prenom}}',
      { blocks: {}, values: { prenom: 'Zoé & co' }, fragments: {} },
      'text',
    );
    expect(text).toBe('Bonjour Zoé & co');
  });

  it('never inserts a value as is, even where the structure asks for a fragment by its name', () => {
    const html = renderStructure(
      '<p>{{{prenom}}}</p><p>{{bloc:hello}}</p>',
      { blocks: { hello: '<b>{{prenom}}</b> {{{prenom}}}' }, values: { prenom: '<i>x</i>' }, fragments: {} },
      'html',
    );
    expect(html).toBe('<p></p><p>&lt;b&gt;&lt;i&gt;x&lt;/i&gt;&lt;/b&gt; {{{prenom}}}</p>');
  });
});
