/**
 * Forms and simulations (one list, v1/v2 views): filters and search, detail with every step's answers
 * and the result the server computed, CSV export. Editors see everything but visitors' e-mails
 * (masked, and not searchable); the export, which carries them, is for admins only.
 */
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import {
  simulationById,
  simulationExportRows,
  simulationPage,
  simulationStepList,
} from '../../../db/queries/admin-simulations.ts';
import type { simulationSessions } from '../../../db/schema.ts';
import { parisDay } from '../../../src/core/dates.ts';
import { audit, isAdmin, type SessionUser } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import { type Answer, adminApp, adminOnly } from './shared.ts';

const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date invalide (AAAA-MM-JJ)')
  .optional()
  .or(z.literal('').transform(() => undefined));

export const SimulationQuery = z.object({
  q: z.string().trim().max(100, 'Recherche trop longue (100 caractères au plus)').optional(),
  version: z.enum(['v1', 'v2', 'all']).default('all'),
  status: z.enum(['complete', 'incomplete', 'all']).default('all'),
  from: dateSchema,
  to: dateSchema,
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(50),
});

const IdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Identifiant invalide'),
});

const MASK = '(masqué)';

/** The filters as the queries take them: only admins may look a visitor up by e-mail. */
const filtersOf = (input: z.infer<typeof SimulationQuery>, user: SessionUser) => ({
  ...input,
  byEmail: isAdmin(user),
});

type Row = typeof simulationSessions.$inferSelect;

function view(row: Row, user: SessionUser) {
  const admin = isAdmin(user);
  const formData = { ...row.formData };
  if (!admin && 'email' in formData) formData.email = MASK;
  return {
    id: row.id,
    version: row.version,
    email: admin ? row.email : row.email ? MASK : null,
    currentStep: row.currentStep,
    postalCode: row.postalCode,
    inseeCode: row.inseeCode,
    zone: row.zone,
    isComplete: row.isComplete,
    montantFinal: row.montantFinal,
    isEligible: row.isEligible,
    sessionDuration: row.sessionDuration,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    completedAt: row.completedAt,
    formData,
  };
}

/** POST /simulations/query: a page of the list, e-mails masked for editors. */
async function simulationList(db: Db, input: z.infer<typeof SimulationQuery>, user: SessionUser) {
  const found = await simulationPage(db, filtersOf(input, user));
  return { ...found, items: found.items.map((r) => view(r, user)) };
}

/** GET /simulations/:id: a simulation with every step's answers and the stored result; null when none. */
async function simulationDetail(db: Db, id: string, user: SessionUser) {
  const row = await simulationById(db, id);
  if (!row) return null;
  const steps = (await simulationStepList(db, row.id)).map((s) => {
    const data = { ...s.stepData };
    if (!isAdmin(user) && 'email' in data) data.email = MASK;
    return { stepNumber: s.stepNumber, stepName: s.stepName, stepData: data, createdAt: s.createdAt };
  });
  return {
    ...view(row, user),
    trackingData: row.trackingData,
    finalResult: row.finalResult,
    calculatedAt: row.calculatedAt,
    steps,
  };
}

export type SimulationList = Answer<typeof simulationList>;
export type SimulationRow = SimulationList['items'][number];
export type SimulationDetail = NonNullable<Answer<typeof simulationDetail>>;
export type SimulationStep = SimulationDetail['steps'][number];
/** The body of POST /simulations/query and POST /simulations/export. */
export type SimulationQueryBody = z.input<typeof SimulationQuery>;

const CSV_COLUMNS = [
  'id',
  'version',
  'email',
  'createdAt',
  'completedAt',
  'currentStep',
  'isComplete',
  'postalCode',
  'inseeCode',
  'zone',
  'montantFinal',
  'isEligible',
  'sessionDuration',
] as const;

/** RFC 4180 field; a leading =, +, - or @ is neutralised so a spreadsheet never runs it as a formula. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let s = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function simulationRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = adminApp();
  const now = () => ctx.now?.() ?? new Date();

  app.post('/simulations/query', validate('json', SimulationQuery), async (c) =>
    c.json(await simulationList(db, c.req.valid('json'), c.get('user'))),
  );

  app.get('/simulations/:id', validate('param', IdParam), async (c) => {
    const detail = await simulationDetail(db, c.req.valid('param').id, c.get('user'));
    if (!detail) throw notFound('Simulation introuvable');
    return c.json(detail);
  });

  app.post('/simulations/export', adminOnly(ctx), validate('json', SimulationQuery), async (c) => {
    const input = c.req.valid('json');
    const rows = await simulationExportRows(db, filtersOf(input, c.get('user')));
    const lines = [CSV_COLUMNS.join(';')];
    for (const r of rows) lines.push(CSV_COLUMNS.map((k) => csvField(r[k])).join(';'));
    await audit(c, db, 'export', 'simulations', null, { rows: rows.length });
    // BOM so spreadsheet software reads the accents as UTF-8.
    return c.body(`\uFEFF${lines.join('\r\n')}\r\n`, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="simulations-${parisDay(now())}.csv"`,
      'Cache-Control': 'no-store',
    });
  });

  return app;
}
