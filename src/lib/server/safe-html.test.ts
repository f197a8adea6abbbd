import { describe, expect, it } from 'vitest';
import { html, insertAt, insertBetween, raw, render } from './safe-html.ts';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&#39;',
  '"': '&quot;',
};

describe('safe-html', () => {
  it('escapes every value, keeps nested fragments and drops null, undefined and booleans', () => {
    const items = ['<a>', '"b"'].map((s) => html`<li>${s}</li>`);
    expect(render(html`<ul title="${`x" onclick="y`}">${items}${null}${undefined}${false}${3}</ul>`)).toBe(
      '<ul title="x&quot; onclick=&quot;y"><li>&lt;a&gt;</li><li>&quot;b&quot;</li>3</ul>',
    );
    expect(render(html`${"'&"}${raw('<b>sûr</b>')}`)).toBe('&#39;&amp;<b>sûr</b>');
  });

  it.each(['$`', "$'", '$&', '$$', '$1', '$<x>'])('inserts %j literally at the marker', (pattern) => {
    const page = '<head></head><body><input data-v="__q__"><!--m--></body>';
    const escaped = pattern.replace(/[&<>'"]/g, (c) => ENTITIES[c] as string);
    expect(insertAt(page, '<!--m-->', html`<p>${pattern}</p>`)).toBe(
      `<head></head><body><input data-v="__q__"><p>${escaped}</p></body>`,
    );
    expect(insertAt(page, 'data-v="__q__"', html`value="${pattern}"`)).toBe(
      `<head></head><body><input value="${escaped}"><!--m--></body>`,
    );
  });

  it('leaves the page alone when a marker is missing', () => {
    expect(insertAt('<p></p>', '<!--m-->', html`x`)).toBe('<p></p>');
    expect(insertBetween('<!--a--><!--b-->', '<!--b-->', '<!--a-->', html`x`)).toBe('<!--a--><!--b-->');
    expect(insertBetween('<!--a-->old<!--b-->', '<!--a-->', '<!--b-->', html`$'new`)).toBe(
      "<!--a-->$'new<!--b-->",
    );
  });
});
