import { describe, expect, it } from 'vitest';
import { htmlImage, insertAtSelection, markdownImage } from './mediaCode.ts';

describe('image code', () => {
  it('writes Markdown with the alt text escaped', () => {
    expect(markdownImage('Une [belle]\nphoto \\', '/media/a.jpg')).toBe(
      '![Une \\[belle\\] photo \\\\](/media/a.jpg)',
    );
  });

  it('writes HTML with the alt text escaped for an attribute', () => {
    expect(htmlImage('Lyon "la nuit" <b> & co', '/media/a.jpg')).toBe(
      '<img src="/media/a.jpg" alt="Lyon &quot;la nuit&quot; &lt;b&gt; &amp; co">',
    );
  });

  it('inserts at the cursor, on a line of its own, and says where the caret goes', () => {
    expect(insertAtSelection('Avant après', 6, 6, '![x](/m)', true)).toEqual({
      value: 'Avant \n\n![x](/m)\n\naprès',
      caret: 16,
    });
    expect(insertAtSelection('', 0, 0, '![x](/m)', true)).toEqual({ value: '![x](/m)', caret: 8 });
    expect(insertAtSelection('a\nSÉLECTION\nb', 2, 11, '<img>', false).value).toBe('a\n<img>\nb');
  });
});
