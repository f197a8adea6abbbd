/** Library images get srcset, sizes, width and height; no other srcset survives the sanitiser. */
import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml, sanitize } from './html.ts';
import { focalPosition, mediaFileName, responsiveAttributes } from './responsive-image.ts';

const ORIGINAL = '0a0a0a0a-1111-2222-3333-444444444444.jpg';
const SMALL = '0b0b0b0b-1111-2222-3333-444444444444.jpg';
const MEDIUM = '0c0c0c0c-1111-2222-3333-444444444444.jpg';
const FULL = '0d0d0d0d-1111-2222-3333-444444444444.jpg';
const image = {
  fileName: ORIGINAL,
  width: 1000,
  height: 600,
  variants: [
    { width: 800, height: 480, fileName: MEDIUM, sizeBytes: 2 },
    { width: 480, height: 288, fileName: SMALL, sizeBytes: 1 },
    { width: 1000, height: 600, fileName: FULL, sizeBytes: 3 },
  ],
};
const images = new Map([
  [ORIGINAL, image],
  [SMALL, image],
  [MEDIUM, image],
]);
const SRCSET = `/media/${SMALL} 480w, /media/${MEDIUM} 800w, /media/${FULL} 1000w`;

describe('responsive images', () => {
  it('gives a library image in Markdown its srcset, sizes, width and height, lazily decoded', () => {
    const html = markdownToSafeHtml(`![Une résidence](/media/${ORIGINAL})`, images);
    expect(html).toContain(`srcset="${SRCSET}"`);
    expect(html).toContain('width="1000" height="600"');
    expect(html).toMatch(/sizes="\(min-width: 48rem\) 46rem, calc\(100vw - 2\.5rem\)"/);
    expect(html).toContain('loading="lazy" decoding="async"');
  });

  it('recognises a variant written in the text as its image', () => {
    expect(sanitize(`<img src="/media/${SMALL}" alt="x">`, images)).toContain(`srcset="${SRCSET}"`);
  });

  it('drops every srcset and sizes the editor wrote, and gives none to another site’s image', () => {
    const own = sanitize(
      `<img src="/media/${ORIGINAL}" srcset="https://evil.example/a.jpg 2x" sizes="1px" width="5">`,
      images,
    );
    expect(own).not.toContain('evil');
    expect(own).toContain(`srcset="${SRCSET}"`);
    expect(own).toContain('width="1000"');
    const foreign = sanitize(
      `<img src="https://ailleurs.example/a.jpg" srcset="/media/${SMALL} 480w" sizes="9px">`,
      images,
    );
    expect(foreign).toBe('<img src="https://ailleurs.example/a.jpg" loading="lazy" decoding="async" />');
    expect(sanitize(`<img src="/media/${ORIGINAL}" srcset="/media/${SMALL} 480w">`)).not.toContain('srcset');
  });

  it('reads only stored media names under /media/', () => {
    expect(mediaFileName(`/media/${ORIGINAL}`)).toBe(ORIGINAL);
    for (const src of [
      `/media/../${ORIGINAL}`,
      `https://x.example/media/${ORIGINAL}`,
      '/media/a b.jpg',
      undefined,
    ])
      expect(mediaFileName(src)).toBeNull();
    expect(responsiveAttributes(`/media/${ORIGINAL}?x=1`, images)).toEqual({});
  });

  it('never puts the stored file in srcset or src, nor a copy wider than 1,600 px (issue 26)', () => {
    // The attack: a 4,000 px upload, with its metadata, was the widest candidate of every page's srcset.
    const HUGE = '0e0e0e0e-1111-2222-3333-444444444444.jpg';
    const wide = {
      fileName: ORIGINAL,
      width: 4000,
      height: 2400,
      variants: [...image.variants, { width: 2400, height: 1440, fileName: HUGE, sizeBytes: 9 }],
    };
    const attributes = responsiveAttributes(`/media/${ORIGINAL}`, new Map([[ORIGINAL, wide]]));
    expect(attributes).toMatchObject({ src: `/media/${FULL}`, srcset: SRCSET, width: '4000' });
    const html = markdownToSafeHtml(`![x](/media/${ORIGINAL})`, new Map([[ORIGINAL, wide]]));
    expect(html).not.toContain(ORIGINAL);
    expect(html).not.toContain(HUGE);
    expect(html).toContain(`src="/media/${FULL}"`);
  });

  it('gives width and height without srcset to an image too narrow for variants', () => {
    const narrow = new Map([[ORIGINAL, { ...image, variants: [] }]]);
    expect(responsiveAttributes(`/media/${ORIGINAL}`, narrow)).toEqual({ width: '1000', height: '600' });
  });
});

describe('focal point (issue 30)', () => {
  it('becomes the object-position of a cropped image, in whole percents, from any of its file names', () => {
    const focused = { ...image, focalX: 0.254, focalY: 0.8 };
    const lookup = new Map([
      [ORIGINAL, focused],
      [SMALL, focused],
    ]);
    expect(focalPosition(`/media/${ORIGINAL}`, lookup)).toBe('25% 80%');
    expect(focalPosition(`/media/${SMALL}`, lookup)).toBe('25% 80%');
  });

  it('says nothing without a focal point, out of 0–1, or for an address that is no library image', () => {
    expect(focalPosition(`/media/${ORIGINAL}`, images)).toBeUndefined();
    const unset = new Map([[ORIGINAL, { ...image, focalX: null, focalY: null }]]);
    expect(focalPosition(`/media/${ORIGINAL}`, unset)).toBeUndefined();
    const wrong = new Map([[ORIGINAL, { ...image, focalX: 1.5, focalY: Number.NaN }]]);
    expect(focalPosition(`/media/${ORIGINAL}`, wrong)).toBeUndefined();
    const focused = new Map([[ORIGINAL, { ...image, focalX: 0.5, focalY: 0.5 }]]);
    expect(focalPosition('https://x.example/a.jpg', focused)).toBeUndefined();
    expect(focalPosition(undefined, focused)).toBeUndefined();
  });
});
