/**
 * The conversion of city pages from editor HTML to Markdown (issue 30): the site's Markdown, and a page that
 * renders through the Markdown pipeline as its sanitised HTML did, on tricky HTML.
 */
import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml } from '../build/html.ts';
import { convertHtml, htmlToMarkdown, keptAsHtml, normalisedHtml, roundTrips } from './html-to-markdown.ts';

describe('convertHtml', () => {
  it('writes the site’s Markdown: ATX headings, - bullets, ** and *', () => {
    expect(
      convertHtml('<h2>Se loger</h2><p>Un <strong>gros</strong> <em>loyer</em></p><ul><li>a</li></ul>'),
    ).toBe('## Se loger\n\nUn **gros** *loyer*\n\n-   a');
  });

  it.each([
    ['nested lists', '<ul><li>un<ul><li>un-un<ol><li>profond</li></ol></li></ul></li><li>deux</li></ul>'],
    [
      'links with titles',
      '<p><a href="/guide/apl" title="Le « guide »">guide</a> et <a href="https://www.caf.fr/">CAF</a></p>',
    ],
    ['entities', '<p>A &amp; B &lt; C &gt; D &quot;E&quot; &nbsp;F &eacute; &#8364;</p>'],
    ['a line break', '<p>première<br>seconde<br/>troisième</p>'],
    ['Markdown characters in text', '<p>1. pas une liste, * ni _ ni # ni [lien](x) ni `code`</p>'],
    ['a table', '<table><tr><th scope="col">A</th></tr><tr><td colspan="2">1</td></tr></table><p>après</p>'],
    ['a quote and code', '<blockquote><p>cité</p></blockquote><pre><code>a  b</code></pre>'],
    ['an image of the library', '<p>Avant</p><img src="/media/lyon.jpg" alt="Lyon"><p>Après</p>'],
    ['empty paragraphs', '<h2><a href="/x">lien</a>  </h2><p>  </p><p>&nbsp;</p><p>texte</p>'],
    ['dated blocks', '<p>{{depuis:2027-01}}Nouveau montant{{/depuis}}</p>'],
  ])('%s round-trip', (_name, html) => {
    expect(roundTrips(html)).toBe(true);
    expect(htmlToMarkdown(html).outcome).toBe('converted');
  });

  it('a <script> vanishes, its text too', () => {
    const markdown = convertHtml('<p>Texte</p><script>alert("x")</script><p onclick="x()">Suite</p>');
    expect(markdown).toBe('Texte\n\nSuite');
    expect(markdownToSafeHtml(markdown)).not.toMatch(/alert|onclick|script/);
  });

  it('links keep their address and title, entities their character', () => {
    expect(convertHtml('<a href="/guide/apl" title="Le guide">le guide</a>')).toBe(
      '[le guide](/guide/apl "Le guide")',
    );
    expect(convertHtml('<p>A &amp; B&nbsp;C</p>')).toBe('A & B\u00a0C');
  });

  it('empty content is left as it is', () => {
    expect(htmlToMarkdown('')).toEqual({ markdown: '', outcome: 'empty' });
    expect(htmlToMarkdown(null)).toEqual({ markdown: '', outcome: 'empty' });
  });

  it('what does not round-trip keeps its HTML, as one raw block the renderer sanitises', () => {
    // Two block elements in an inline one: turndown and the parser disagree on it.
    const html = '<p>un<div>\n\ndeux</div></p><span>*pas en italique*</span>';
    const kept = keptAsHtml(html);
    expect(htmlToMarkdown(html)).toEqual({ markdown: kept, outcome: 'kept' });
    // Underlined text: Markdown has no underline, so the HTML stays.
    expect(htmlToMarkdown('<p><u>souligné</u></p>').outcome).toBe('kept');
    expect(kept).not.toMatch(/\n\s*\n/);
    expect(normalisedHtml(markdownToSafeHtml(kept))).toContain('*pas en italique*');
  });

  it('the check sees a difference a reader would see', () => {
    expect(normalisedHtml('<p>a <b  class="x">b</b></p>')).toBe(
      normalisedHtml('<p>a\n<b class="x">b</b></p>'),
    );
    expect(normalisedHtml('<p>a</p>')).not.toBe(normalisedHtml('<p>b</p>'));
    expect(normalisedHtml('<p><strong>a</strong></p>')).not.toBe(normalisedHtml('<p><em>a</em></p>'));
  });
});
