import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { testStore } from '../../tests/support/test-store.ts';
import { closeDb, openDb } from '../client.ts';
import { applyMigrations } from '../migrate.ts';
import {
  faqSetting,
  legalPage,
  publishedArticles,
  publishedGuidePairs,
  publishedGuides,
} from '../queries/content.ts';
import { tables as t } from '../tables.ts';
import { EDITORIAL_DIR, loadEditorial, seedContent } from './seed-content.ts';

const dirs: string[] = [];
/** What each test opened: its store is closed and dropped after it, whatever happened. */
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
async function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'apl-seed-'));
  dirs.push(dir);
  const content = join(dir, 'editorial');
  cpSync(EDITORIAL_DIR, content, { recursive: true });
  const store = await testStore(dir, { prepared: false });
  const db = openDb(store.target);
  cleanups.push(async () => {
    await closeDb(db);
    await store.drop();
  });
  await applyMigrations(db);
  return { db, content };
}

describe('launch editorial content', () => {
  it('has what the issue asks for', async () => {
    const c = loadEditorial();
    const guides = c.guides.map((g) => g.slug);
    for (const slug of ['guide-apl-2025', 'conditions-eligibilite-apl', 'calcul-montant-apl'])
      expect(guides).toContain(slug);
    expect(guides.length).toBeGreaterThanOrEqual(8);
    // The main guides in English, for international students (issue 16).
    expect(c.englishGuides.map((g) => g.data.translationOf).sort()).toEqual([
      'apl-etudiant',
      'calcul-montant-apl',
      'conditions-eligibilite-apl',
      'demarches-caf-apl',
    ]);
    expect(c.articles.length).toBeGreaterThanOrEqual(10);
    expect(c.faq.items.length).toBe(20);
    expect(c.legal.map((l) => l.key).sort()).toEqual([
      'cookie-policy',
      'legal-notice',
      'privacy-policy',
      'terms-of-service',
    ]);
  });

  it('says what the law and the site really do', async () => {
    const c = loadEditorial();
    const faq = c.faq.items.map((i) => `${i.question} ${i.answer}`).join('\n');
    expect(faq).toMatch(/le mois d'entrée n'est pas payé/);
    expect(faq).toMatch(/déménagez sans interruption/);
    expect(faq).toMatch(/12 derniers mois/);
    expect(faq).not.toMatch(/deux semaines/);
    const privacy = c.legal.find((l) => l.key === 'privacy-policy')?.page.content ?? '';
    expect(privacy).toMatch(/Resend/);
    expect(privacy).toMatch(/13 mois/);
    expect(privacy).toMatch(/Supprimer mes données/);
    expect(privacy).toMatch(/pas votre adresse IP/);
    const cookies = c.legal.find((l) => l.key === 'cookie-policy')?.page.content ?? '';
    expect(cookies).toMatch(/cookie-consent/);
  });
});

describe('seedContent', async () => {
  it('creates everything once, then changes nothing', async () => {
    const { db, content } = await setup();
    const first = await seedContent(db, content);
    expect(first.created).toBeGreaterThan(25);
    expect(await seedContent(db, content)).toEqual({ created: 0, updated: 0, kept: first.created });
    expect((await publishedGuides(db)).length).toBeGreaterThanOrEqual(8);
    const articles = await publishedArticles(db);
    expect(articles.length).toBeGreaterThanOrEqual(10);
    expect(articles.every((a) => a.category && a.tags.length > 0)).toBe(true);
    expect((await faqSetting(db))?.items.length).toBe(20);
    expect((await legalPage(db, 'privacy-policy'))?.title).toBe('Politique de confidentialité');
    await closeDb(db);
  });

  it('never overwrites an editor change, but brings a corrected file to untouched rows', async () => {
    const { db, content } = await setup();
    await seedContent(db, content);
    await db
      .update(t.thematicPages)
      .set({ title: 'Titre choisi par un éditeur' })
      .where(eq(t.thematicPages.slug, 'apl-etudiant'));

    // The launch files are corrected: both guides change on disk.
    for (const slug of ['apl-etudiant', 'apl-colocation']) {
      const file = join(content, 'guides', `${slug}.md`);
      writeFileSync(file, readFileSync(file, 'utf8').replace('## ', '## Corrigé : '));
    }
    const report = await seedContent(db, content);
    expect(report.updated).toBe(1);
    const bySlug = new Map((await publishedGuides(db)).map((g) => [g.slug, g]));
    expect(bySlug.get('apl-etudiant')?.title).toBe('Titre choisi par un éditeur');
    expect(bySlug.get('apl-etudiant')?.content).not.toContain('Corrigé');
    expect(bySlug.get('apl-colocation')?.content).toContain('## Corrigé : ');
    await closeDb(db);
  });

  it('seeds the English guides in English, each paired with the French guide it translates', async () => {
    const { db, content } = await setup();
    await seedContent(db, content);
    const english = await publishedGuides(db, 'en');
    const french = await publishedGuides(db);
    expect(english.map((g) => g.slug)).toContain('how-apl-is-calculated');
    expect(english.every((g) => g.lang === 'en')).toBe(true);
    expect(french.every((g) => g.lang === 'fr' && g.translationOf === null)).toBe(true);
    expect(french.map((g) => g.slug)).not.toContain('how-apl-is-calculated');
    const calc = english.find((g) => g.slug === 'how-apl-is-calculated');
    expect(calc?.translationOf).toBe('calcul-montant-apl');
    expect(calc?.content).toContain('**rent ceiling** (loyer plafond)');
    expect(await publishedGuidePairs(db)).toContainEqual({
      fr: 'calcul-montant-apl',
      en: 'how-apl-is-calculated',
    });
    // Its French guide unpublished: no pair (the English page stays, without hreflang).
    await db
      .update(t.thematicPages)
      .set({ status: 'draft' })
      .where(eq(t.thematicPages.slug, 'calcul-montant-apl'));
    expect((await publishedGuidePairs(db)).map((p) => p.en)).not.toContain('how-apl-is-calculated');
    // A corrected English file reaches its untouched row, in English still.
    const file = join(content, 'en', 'guides', 'how-apl-is-calculated.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('## 1.', '## Corrected 1.'));
    expect((await seedContent(db, content)).updated).toBe(1);
    const row = (await publishedGuides(db, 'en')).find((g) => g.slug === 'how-apl-is-calculated');
    expect(row?.content).toContain('## Corrected 1.');
    expect(row?.lang).toBe('en');
    await closeDb(db);
  });

  it('refuses an English guide that translates no French guide', async () => {
    const { content } = await setup();
    const file = join(content, 'en', 'guides', 'apl-eligibility.md');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('"conditions-eligibilite-apl"', '"guide-inconnu"'),
    );
    expect(() => loadEditorial(content)).toThrow(/traduit un guide français inconnu/);
  });

  it('creates again a launch article that is missing', async () => {
    const { db, content } = await setup();
    await seedContent(db, content);
    await db.delete(t.articles).where(eq(t.articles.slug, 'visale-la-garantie-gratuite-pour-louer'));
    expect((await seedContent(db, content)).created).toBe(1);
    await closeDb(db);
  });
});
