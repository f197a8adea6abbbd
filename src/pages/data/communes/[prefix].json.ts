/**
 * Postal code → communes and APL zones, one small static file per two-digit prefix
 * (/data/communes/69.json). The simulator reads it, so the postal-code step works even when the API is down.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { communeZoneRecords } from '../../../../db/queries/communes';
import { store } from '../../../lib/build/store';
import { inScope } from '../../../lib/server/build-scope';

export const getStaticPaths = (async () => {
  if (!inScope('communes-data', '*')) return [];
  const byPrefix = new Map<string, Awaited<ReturnType<typeof communeZoneRecords>>>();
  for (const record of await communeZoneRecords(store())) {
    for (const prefix of new Set(record.postalCodes.map((code) => code.slice(0, 2)))) {
      const list = byPrefix.get(prefix) ?? [];
      list.push(record);
      byPrefix.set(prefix, list);
    }
  }
  return [...byPrefix].map(([prefix, records]) => ({ params: { prefix }, props: { records } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props.records), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
