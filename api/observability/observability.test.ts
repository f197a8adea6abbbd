/** The pure parts of the observability: request ids, error scrubbing, the metrics allow list, build scopes. */
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allowListOf, invalidEntries } from './allow-list.ts';
import { scopeSummary } from './builds.ts';
import { configureLogging, requestIdOf } from './log.ts';
import { libraryLog } from './report.ts';
import { safeError, scrubText, tableOf } from './safe-error.ts';

const ADDRESS = 'camille.dupont@example.org';

describe('requestIdOf', () => {
  it('keeps a short token from a proxy and replaces anything else', () => {
    expect(requestIdOf('req-1.2_3')).toBe('req-1.2_3');
    expect(requestIdOf('a'.repeat(64))).toBe('a'.repeat(64));
    for (const bad of [undefined, '', 'a'.repeat(65), 'a b', 'a\nb', '{"x":1}', 'é'])
      expect(requestIdOf(bad)).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
  });
});

describe('safeError', () => {
  it('keeps the class and the table of a drizzle query error, never its query or parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
      severity: 'ERROR',
      code: '23505',
      detail: `Key (email)=(${ADDRESS}) already exists.`,
      table: 'user',
    });
    const err = new DrizzleQueryError(
      'insert into "user" ("email", "name") values ($1, $2)',
      [ADDRESS, 'Camille'],
      cause,
    );
    const safe = safeError(err);
    expect(safe).toMatchObject({
      type: 'DrizzleQueryError',
      table: 'user',
      cause: { code: '23505', table: 'user' },
    });
    const text = JSON.stringify(safe);
    expect(text).not.toContain(ADDRESS);
    expect(text).not.toMatch(/Camille|params|insert into|values/i);
  });

  it('keeps the message of another error, its addresses masked and what follows « params: » cut', () => {
    const safe = safeError(new Error(`Envoi à ${ADDRESS} impossible params: ${ADDRESS},secret`));
    expect(safe.message).toBe('Envoi à [adresse] impossible');
    expect(safe.stack).toMatch(/^ {4}at /);
    expect(safeError('texte')).toEqual({ type: 'string' });
  });

  it('names the table of SQLite messages and statements', () => {
    const sqlite = Object.assign(new Error('UNIQUE constraint failed: contact_messages.email'), {
      name: 'SqliteError',
      code: 'SQLITE_CONSTRAINT_UNIQUE',
    });
    expect(safeError(sqlite)).toMatchObject({ type: 'SqliteError', table: 'contact_messages' });
    expect(safeError(sqlite)).not.toHaveProperty('message');
    expect(tableOf('select "id" from "simulation_sessions" where "id" = ?')).toBe('simulation_sessions');
    expect(scrubText('a'.repeat(1000))).toHaveLength(300);
  });
});

describe('libraryLog', () => {
  it('writes a library line scrubbed and without its arguments', () => {
    const lines: string[] = [];
    configureLogging('info', { write: (line: string) => void lines.push(line) });
    try {
      (libraryLog('better-auth') as (level: 'error', message: string, ...args: unknown[]) => void)(
        'error',
        `Failed query: select * from "user" where email = ? params: ${ADDRESS}`,
        { email: ADDRESS },
      );
    } finally {
      configureLogging('silent');
    }
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toMatchObject({ level: 'error', source: 'better-auth' });
    expect(lines[0]).not.toContain(ADDRESS);
  });
});

describe('redaction', () => {
  it('censors the cookie and authorization headers of a logged request or response', () => {
    const lines: string[] = [];
    const logger = configureLogging('info', { write: (line: string) => void lines.push(line) });
    try {
      logger.info({
        headers: { cookie: 'session=secret-1', authorization: 'Bearer secret-2', accept: '*/*' },
      });
      logger.info({
        req: { headers: { cookie: 'session=secret-3' } },
        res: { headers: { 'set-cookie': 'a=secret-4' } },
      });
    } finally {
      configureLogging('silent');
    }
    expect(lines.join('')).not.toMatch(/secret-\d/);
    expect(JSON.parse(lines[0] as string).headers).toEqual({
      cookie: '[masqué]',
      authorization: '[masqué]',
      accept: '*/*',
    });
  });
});

describe('allowListOf', () => {
  it('allows the listed addresses and networks only, IPv4-mapped IPv6 included', () => {
    const list = allowListOf('127.0.0.1, ::1, 10.0.0.0/8, fd00::/8');
    expect(list?.entries).toEqual(['127.0.0.1', '::1', '10.0.0.0/8', 'fd00::/8']);
    for (const ok of ['127.0.0.1', '::1', '10.1.2.3', '::ffff:10.200.0.1', 'fd12::5'])
      expect(list?.allows(ok), ok).toBe(true);
    for (const no of ['127.0.0.2', '11.0.0.1', '2001:db8::1', '', null, undefined, 'localhost'])
      expect(list?.allows(no), String(no)).toBe(false);
  });

  it('by default, the machine itself only; `none`: metrics off', () => {
    expect(allowListOf()?.allows('127.0.0.1')).toBe(true);
    expect(allowListOf()?.allows('192.168.1.10')).toBe(false);
    expect(allowListOf('none')).toBeNull();
  });

  it('names the entries that are neither an address nor a network', () => {
    expect(invalidEntries('127.0.0.1,10.0.0.0/33,example.org,::1/129,1.2.3.4/8/1')).toEqual([
      '10.0.0.0/33',
      'example.org',
      '::1/129',
      '1.2.3.4/8/1',
    ]);
    expect(invalidEntries('none')).toEqual([]);
  });
});

describe('scopeSummary', () => {
  it('full, or the number of slugs asked for', () => {
    expect(scopeSummary(null)).toEqual({ scope: 'full' });
    expect(scopeSummary({ cities: ['lyon', 'paris'], articles: ['a'], guides: [] })).toEqual({
      scope: 'partial',
      slugs: 3,
    });
  });
});
