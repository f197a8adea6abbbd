/** The zones as the site names them, checked against the zoning the build imported (content/data/zonage-apl). */
import Database from 'better-sqlite3';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { builtPage } from '../support/html.ts';
import { siteServer } from '../support/site.ts';

const buildDir = inject('buildDir');
const db = new Database(siteServer().databasePath, { readonly: true });
afterAll(() => db.close());

const communes = (department: string, zone?: number) =>
  db
    .prepare(
      `SELECT count(*) FROM french_cities WHERE type = 'COM' AND department = ? ${zone ? 'AND zone_apl = ?' : ''}`,
    )
    .pluck()
    .get(...(zone ? [department, zone] : [department])) as number;

describe('zone names', () => {
  it('a zone page names a homonym with its department, as its city page does (issue 29)', () => {
    const zone1 = builtPage(buildDir, '/apl-zone-1')('main').text();
    const zone2 = builtPage(buildDir, '/apl-zone-2')('main').text();
    expect(zone1).toContain('APL Saint-Denis (Seine-Saint-Denis)');
    expect(zone2).toContain('APL Saint-Denis (La Réunion)');
    for (const text of [zone1, zone2]) expect(text).not.toMatch(/APL Saint-Denis(?! \()/);
  });

  it('the menu names zone 1 for what it holds, not « Paris et grande couronne »', () => {
    const $ = builtPage(buildDir, '/');
    const labels = $('.site-header .dropdown a')
      .map((_, a) => $(a).text().trim())
      .get();
    expect(labels).toEqual([
      'Zone 1 : Paris, petite couronne et une partie de la grande couronne',
      'Zone 2 : Grandes agglomérations, reste de l’Île-de-France, Corse et outre-mer',
      'Zone 3 : Reste du territoire',
    ]);
    expect($('body').text()).not.toContain('grande couronne :');
  });

  it('zone 1 is all of Paris and the petite couronne and part of the grande couronne, as the data says', () => {
    for (const d of ['92', '93', '94']) expect(communes(d, 1)).toBe(communes(d));
    for (const d of ['77', '78', '91', '95']) {
      expect(communes(d, 1)).toBeGreaterThan(0);
      expect(communes(d, 1)).toBeLessThan(communes(d));
    }
    const $ = builtPage(buildDir, '/apl-zone-1');
    const text = $('table').first().text();
    expect($('table').first().find('tbody tr').length).toBe(8);
    expect(text).toMatch(/Hauts-de-Seine \(92\)\s*toutes \(36\)/);
    expect(text).toMatch(new RegExp(`Seine-et-Marne \\(77\\)\\s*${communes('77', 1)} sur ${communes('77')}`));
  });

  it.each([
    ['/apl-provins', 'Provins'],
    ['/apl-nemours', 'Nemours'],
    ['/apl-coulommiers', 'Coulommiers'],
  ])('%s (grande couronne, zone 2) says zone 2', (path, name) => {
    const $ = builtPage(buildDir, path);
    expect($('h1').text()).toContain(name);
    expect($('dl.facts').first().text()).toContain('Zone 2');
    expect($('.lead').first().text()).toContain('reste de l’Île-de-France');
  });

  it('the zone 2 page says its amounts do not apply overseas', () => {
    const text = builtPage(buildDir, '/apl-zone-2')('main').text();
    expect(text).toMatch(/Outre-mer : les communes de Guadeloupe, Martinique, Guyane, La Réunion, Mayotte/);
    expect(text).toContain("ne s'y appliquent pas");
  });
});
