import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, inject, it } from 'vitest';
import { builtFile, builtPage } from '../support/html.ts';
import { siteServer } from '../support/site.ts';

const buildDir = inject('buildDir');

describe('built site', () => {
  it('has the home page, the three zone pages and the not-found page', () => {
    for (const path of ['/', '/apl-zone-1', '/apl-zone-2', '/apl-zone-3', '/404.html']) {
      expect(builtFile(buildDir, path), path).not.toBeNull();
    }
  });

  it.each([
    ['/apl-lyon', 'Lyon', 2],
    ['/apl-marseille', 'Marseille', 2],
    ['/apl-versailles', 'Versailles', 1],
    ['/apl-cergy', 'Cergy', 1],
  ])('%s shows %s in zone %i', (path, name, zone) => {
    const $ = builtPage(buildDir, path);
    expect($('h1').length).toBe(1);
    expect($('h1').text()).toContain(name);
    expect($('dl.facts').text()).toContain(`Zone ${zone}`);
    expect($('html').attr('lang')).toBe('fr');
  });

  it('builds one page per published city page of the store', () => {
    const db = new Database(siteServer().databasePath, { readonly: true });
    const slugs = db
      .prepare("SELECT slug FROM city_pages WHERE status = 'published'")
      .pluck()
      .all() as string[];
    db.close();
    expect(slugs.length).toBeGreaterThan(2_200);
    const missing = slugs.filter((slug) => !existsSync(join(buildDir, slug, 'index.html')));
    expect(missing).toEqual([]);
  });

  it('gives every page a title, a description, a canonical URL and a single h1', () => {
    const pages = ['/', '/apl-lyon', '/apl-zone-2', '/apl-saint-denis-93'];
    for (const path of pages) {
      const $ = builtPage(buildDir, path);
      expect($('title').text().length, path).toBeGreaterThan(10);
      const description = $('meta[name=description]').attr('content') ?? '';
      expect(description.length, path).toBeGreaterThan(50);
      expect(description.length, path).toBeLessThanOrEqual(150);
      expect($('link[rel=canonical]').attr('href'), path).toMatch(/^https:\/\/[^/]+\//);
      expect($('h1').length, path).toBe(1);
    }
  });

  it('shows postal codes, population and the 2022 rent level with its source on a city page', () => {
    const $ = builtPage(buildDir, '/apl-lyon');
    const facts = $('dl.facts').text();
    expect(facts).toContain('69001');
    expect(facts).toMatch(/519\s127/);
    expect(facts).toMatch(/€\/m²/);
    expect(facts).toContain('2022');
  });

  it('lists 4 nearby cities with distance and car time, each linking to a built page', () => {
    const $ = builtPage(buildDir, '/apl-lyon');
    const links = $('#proches + ul a');
    expect(links.length).toBe(4);
    links.each((_, a) => {
      const href = $(a).attr('href') ?? '';
      expect(builtFile(buildDir, href), href).not.toBeNull();
      expect($(a).text()).toMatch(/km · environ \d+ min en voiture/);
    });
  });

  it('introduces a city from its own data when no editor wrote about it, not with the fallback block', () => {
    const $ = builtPage(buildDir, '/apl-cergy');
    expect($('#finalisation').length).toBe(0);
    expect($('#essentiel').text()).toBe("L'aide au logement à Cergy en bref");
  });

  it('home page links to 6 popular cities and up to 15 cities across France', () => {
    const $ = builtPage(buildDir, '/');
    expect($('#villes-populaires').parent().find('a.card').length).toBe(6);
    const everywhere = $('#partout').parent().find('.link-list a');
    expect(everywhere.length).toBe(15);
    everywhere.each((_, a) => {
      expect(builtFile(buildDir, $(a).attr('href') ?? ''), $(a).attr('href')).not.toBeNull();
    });
  });

  it('writes a sitemap that lists the city pages', () => {
    const files = readdirSync(buildDir).filter((f) => f.startsWith('sitemap'));
    expect(files).toContain('sitemap-index.xml');
  });
});
