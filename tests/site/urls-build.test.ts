/**
 * A web address stored before the http(s)-only rule (here planted straight into a copy of the database)
 * never comes out of the build as a link: the CAF block of a city page and the partner page leave it out.
 * One incremental build (the city page, plus the pages every build renders) into a copy of the live build.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import type { CheerioAPI } from 'cheerio';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildSite, cloneBuild, switchLive } from '../../api/services/site-builds.ts';
import { builtPage } from '../support/html.ts';
import { siteServer } from '../support/site.ts';

const dir = resolve('data/test', `${process.pid}-urls`);
const PLANTED = 'javascript:alert(document.domain)';
let folder: string;

beforeAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const source = new Database(siteServer().databasePath, { readonly: true });
  await source.backup(join(dir, 'apl.db'));
  source.close();
  const db = new Database(join(dir, 'apl.db'));
  db.prepare("UPDATE city_pages SET caf_contact = json(?) WHERE slug = 'apl-lyon'").run(
    JSON.stringify({ address: '67 boulevard Vivier-Merle, Lyon', url: PLANTED }),
  );
  db.prepare("INSERT INTO caf_offices (department, name, url) VALUES ('38', 'CAF de l''Isère', ?)").run(
    ` ${PLANTED}`,
  );
  db.prepare("UPDATE city_pages SET caf_contact = NULL WHERE slug = 'apl-grenoble'").run();
  db.prepare(
    "INSERT INTO site_settings (key, value) VALUES ('content.partners', json(?)) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
  ).run(
    JSON.stringify({
      partners: [
        {
          slug: 'assurance-habitation',
          name: 'Assurance habitation',
          description: 'Assurance',
          url: PLANTED,
        },
        {
          slug: 'partenaire-sur',
          name: 'Partenaire sûr',
          description: 'Offre',
          url: 'https://partenaire.example/',
        },
      ],
    }),
  );
  db.close();

  const buildsDir = join(dir, 'builds');
  cloneBuild(inject('buildDir'), join(buildsDir, 'build-seed'));
  switchLive(buildsDir, join(buildsDir, 'build-seed'));
  const build = await buildSite({
    buildsDir,
    store: join(dir, 'apl.db'),
    reason: 'tests : adresses plantées',
    scope: { cities: ['apl-lyon', 'apl-grenoble'] },
  });
  if (!build.ok) throw new Error(`${build.error}\n${build.log}`);
  folder = build.folder;
}, 180_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const scriptLinks = ($: CheerioAPI) =>
  $('a[href]')
    .toArray()
    .map((a) => $(a).attr('href') ?? '')
    .filter((href) => !/^(https?:\/\/|\/|#|tel:|mailto:)/i.test(href));

describe('stored addresses that are not http(s)', () => {
  it('the city page shows the CAF block without the link', () => {
    const $ = builtPage(folder, '/apl-lyon');
    expect($('#caf').parent().text()).toContain('67 boulevard Vivier-Merle, Lyon');
    expect($('#caf').parent().find('a:contains("Site de la CAF")')).toHaveLength(0);
    expect(scriptLinks($)).toEqual([]);
  });

  it('the department CAF (no edited contact) shows no link either', () => {
    const $ = builtPage(folder, '/apl-grenoble');
    expect($('#caf').parent().text()).toContain("CAF de l'Isère");
    expect($('#caf').parent().find('a:contains("Site de la CAF")')).toHaveLength(0);
    expect(scriptLinks($)).toEqual([]);
  });

  it('the partner page says the offer is not available, and a valid partner keeps its link', () => {
    const bad = builtPage(folder, '/partner/assurance-habitation');
    expect(bad('a:contains("Continuer vers l\'offre")')).toHaveLength(0);
    expect(bad('.notice-amber').text()).toContain("Cette offre n'est pas disponible pour le moment.");
    expect(scriptLinks(bad)).toEqual([]);
    const good = builtPage(folder, '/partner/partenaire-sur');
    expect(good('a:contains("Continuer vers l\'offre")').attr('href')).toBe('https://partenaire.example/');
  });
});
