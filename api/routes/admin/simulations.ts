/**
 * Forms and simulations (one list, v1/v2 views): filters and search, detail with every step's answers
 * and the result the server computed, CSV export. Editors see everything but visitors' e-mails
 * (masked, and not searchable); the export, which carries them, is for admins only.
 */
import { and, count, desc, eq, gte, like, lt, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { simulationSessions, simulationSteps } from '../../../db/schema.ts';
import { audit, isAdmin, type SessionUser } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import { adminApp, adminOnly } from './shared.ts';

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

function filters(input: z.infer<typeof SimulationQuery>, user: SessionUser): SQL | undefined {
  const conds: Array<SQL | undefined> = [];
  if (input.version !== 'all') conds.push(eq(simulationSessions.version, input.version));
  if (input.status !== 'all') conds.push(eq(simulationSessions.isComplete, input.status === 'complete'));
  if (input.from) conds.push(gte(simulationSessions.createdAt, input.from));
  if (input.to) {
    const next = new Date(`${input.to}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    conds.push(lt(simulationSessions.createdAt, next.toISOString().slice(0, 10)));
  }
  if (input.q) {
    const q = input.q;
    const byText = [like(simulationSessions.id, `${q}%`), like(simulationSessions.postalCode, `${q}%`)];
    // Only admins may look a visitor up by e-mail.
    if (isAdmin(user)) byText.push(like(simulationSessions.email, `%${q.toLowerCase()}%`));
    conds.push(or(...byText));
  }
  return and(...conds);
}

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

  app.post('/simulations/query', validate('json', SimulationQuery), (c) => {
    const input = c.req.valid('json');
    const user = c.get('user');
    const where = filters(input, user);
    const total = db.select({ n: count() }).from(simulationSessions).where(where).get()?.n ?? 0;
    const rows = db
      .select()
      .from(simulationSessions)
      .where(where)
      .orderBy(desc(simulationSessions.createdAt))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .all();
    return c.json({
      total,
      page: input.page,
      pageSize: input.pageSize,
      items: rows.map((r) => view(r, user)),
    });
  });

  app.get('/simulations/:id', validate('param', IdParam), (c) => {
    const user = c.get('user');
    const row = db
      .select()
      .from(simulationSessions)
      .where(eq(simulationSessions.id, c.req.valid('param').id))
      .get();
    if (!row) throw notFound('Simulation introuvable');
    const steps = db
      .select()
      .from(simulationSteps)
      .where(eq(simulationSteps.sessionId, row.id))
      .orderBy(simulationSteps.stepNumber, simulationSteps.id)
      .all()
      .map((s) => {
        const data = { ...s.stepData };
        if (!isAdmin(user) && 'email' in data) data.email = MASK;
        return { stepNumber: s.stepNumber, stepName: s.stepName, stepData: data, createdAt: s.createdAt };
      });
    return c.json({
      ...view(row, user),
      trackingData: row.trackingData,
      finalResult: row.finalResult,
      calculatedAt: row.calculatedAt,
      steps,
    });
  });

  app.post('/simulations/export', adminOnly(ctx), validate('json', SimulationQuery), async (c) => {
    const input = c.req.valid('json');
    const rows = db
      .select()
      .from(simulationSessions)
      .where(filters(input, c.get('user')))
      .orderBy(desc(simulationSessions.createdAt))
      .limit(100_000)
      .all();
    const lines = [CSV_COLUMNS.join(';')];
    for (const r of rows) lines.push(CSV_COLUMNS.map((k) => csvField(r[k])).join(';'));
    await audit(c, db, 'export', 'simulations', null, { rows: rows.length });
    // BOM so spreadsheet software reads the accents as UTF-8.
    return c.body(`\uFEFF${lines.join('\r\n')}\r\n`, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="simulations-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
    });
  });

  return app;
}
