/**
 * The focal point of an image (issue 30): click on the image, or move the point with the arrow keys (Maj: finer),
 * then « Enregistrer ». Where a public page crops the image (an article's featured image, 16:9), the point stays
 * in view (object-position, src/components/MediaImage.astro); saving rebuilds the pages. The crop is previewed
 * here as the article shows it.
 */
import { type KeyboardEvent, type MouseEvent, useState } from 'react';
import type { MediaItem, MediaPatchBody } from '../../../../routes/admin/media.ts';
import { ApiError, api } from '../../api.ts';
import { clampFocal, movedPoint, type Point } from './focal.ts';

const percent = (v: number) => `${Math.round(v * 100)} %`;

export function FocalPoint({ m, onSaved }: { m: MediaItem; onSaved: () => void }) {
  const initial = { x: m.focalX ?? 0.5, y: m.focalY ?? 0.5 };
  const [point, setPoint] = useState<Point>(initial);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // Its 800 px copy (or its widest below): enough to aim, light to load.
  const wide = m.variants.findIndex((v) => v.width >= 800);
  const src = m.variants[wide >= 0 ? wide : m.variants.length - 1]?.url ?? m.url;
  const position = `${point.x * 100}% ${point.y * 100}%`;

  const click = (e: MouseEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    setPoint({
      x: clampFocal((e.clientX - box.left) / box.width),
      y: clampFocal((e.clientY - box.top) / box.height),
    });
    setMessage(null);
  };
  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = movedPoint(point, e.key, e.shiftKey);
    if (!next) return;
    e.preventDefault();
    setPoint(next);
    setMessage(null);
  };
  const save = async (focal: Point | null) => {
    try {
      await api.patch(`/api/admin/media/${m.id}`, { focal } satisfies MediaPatchBody);
      if (!focal) setPoint({ x: 0.5, y: 0.5 });
      setMessage({
        ok: true,
        text: focal
          ? 'Point d’intérêt enregistré. Les pages qui montrent l’image sont reconstruites.'
          : 'Image recentrée.',
      });
      onSaved();
    } catch (err) {
      setMessage({ ok: false, text: err instanceof ApiError ? err.message : String(err) });
    }
  };

  return (
    <div className="focal">
      <div
        className="focal-frame"
        role="slider"
        tabIndex={0}
        aria-label={`Point d’intérêt de « ${m.originalName} » (flèches pour le déplacer)`}
        aria-valuetext={`${percent(point.x)} depuis la gauche, ${percent(point.y)} depuis le haut`}
        aria-valuenow={Math.round(point.x * 100)}
        onClick={click}
        onKeyDown={key}
      >
        <img src={src} alt="" draggable={false} />
        <span className="focal-dot" style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }} />
      </div>
      <p className="muted">
        Point : {percent(point.x)} depuis la gauche, {percent(point.y)} depuis le haut. Aperçu du recadrage
        (image à la une) :
      </p>
      <img className="focal-preview" src={src} alt="" style={{ objectPosition: position }} />
      <div className="media-actions">
        <button type="button" className="btn small primary" onClick={() => save(point)}>
          Enregistrer le point
        </button>
        <button type="button" className="btn small" onClick={() => save(null)}>
          Recentrer
        </button>
      </div>
      {message ? (
        <p className={message.ok ? 'focal-saved' : 'field-error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
