/**
 * An outage is logged once in a while, with the driver's code only: drizzle's error quotes the SQL and its
 * parameters (an e-mail address here), which never reach the log.
 */
import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Hono } from 'hono';
import { afterAll, expect, it } from 'vitest';
import { errorResponse } from '../errors.ts';
import { configureLogging } from '../observability/log.ts';

const lines: string[] = [];
configureLogging(
  'info',
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  }),
);
afterAll(() => {
  configureLogging('silent');
});

it('logs the outage with its code, without the query nor its parameters, once per burst', async () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  const app = new Hono()
    .post('/api/data-deletion', () => {
      throw new DrizzleQueryError(
        'select id from users where email = $1',
        ['marie.curie@exemple.fr'],
        refused,
      );
    })
    .onError(errorResponse);
  for (let i = 0; i < 5; i++)
    expect((await app.request('/api/data-deletion', { method: 'POST' })).status).toBe(503);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const outage = lines.filter((l) => l.includes('base de données indisponible'));
  expect(outage).toHaveLength(1);
  expect(JSON.parse(outage[0] as string)).toMatchObject({
    level: 'error',
    code: 'ECONNREFUSED',
    responses503: 1,
  });
  expect(lines.join('\n')).not.toContain('marie.curie');
  expect(lines.join('\n')).not.toContain('select id');
});
