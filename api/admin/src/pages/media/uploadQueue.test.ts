/** What the upload list checks before sending and says of each file; the focal point's arrow keys. */
import { describe, expect, it } from 'vitest';
import { movedPoint } from './focal.ts';
import { IMAGE_MAX, PDF_MAX, refusalBeforeSending, statusLabel } from './uploadQueue.ts';

const sized = (name: string, type: string, bytes: number) => {
  const file = new File([new Uint8Array(1)], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

describe('upload list', () => {
  it('sends a 20 MB photo, refuses one byte more, and a PDF above 5 MB, in French', () => {
    expect(refusalBeforeSending(sized('photo.jpg', 'image/jpeg', IMAGE_MAX))).toBeNull();
    expect(refusalBeforeSending(sized('photo.jpg', 'image/jpeg', IMAGE_MAX + 1))).toBe(
      'Fichier trop volumineux (20 Mo au plus pour une image)',
    );
    expect(refusalBeforeSending(sized('notice.pdf', '', PDF_MAX + 1))).toBe(
      'PDF trop volumineux (5 Mo au plus)',
    );
    expect(refusalBeforeSending(sized('vide.png', 'image/png', 0))).toBe('Fichier vide');
  });

  it('says where each file stands', () => {
    expect(statusLabel({ state: 'waiting' })).toBe('En attente');
    expect(statusLabel({ state: 'sending', percent: 42 })).toBe('Envoi… 42 %');
    expect(statusLabel({ state: 'retrying', seconds: 5 })).toBe('Serveur occupé : nouvel essai dans 5 s');
    expect(statusLabel({ state: 'failed', error: 'Image illisible ou endommagée' })).toBe(
      'Refusé : Image illisible ou endommagée',
    );
  });
});

describe('focal point keys', () => {
  it('move 5 % a press (1 % with Maj), stay within the image, ignore other keys', () => {
    expect(movedPoint({ x: 0.25, y: 0.8 }, 'ArrowRight', false)).toEqual({ x: 0.3, y: 0.8 });
    expect(movedPoint({ x: 0.25, y: 0.8 }, 'ArrowUp', true)).toEqual({ x: 0.25, y: 0.79 });
    expect(movedPoint({ x: 0.98, y: 0.02 }, 'ArrowRight', false)).toEqual({ x: 1, y: 0.02 });
    expect(movedPoint({ x: 0.5, y: 0.02 }, 'ArrowUp', false)).toEqual({ x: 0.5, y: 0 });
    expect(movedPoint({ x: 0.5, y: 0.5 }, 'Enter', false)).toBeNull();
  });
});
