/** The focal point's arithmetic: 0–1 from the left and from the top, to the hundredth, moved by the arrow keys. */
export type Point = { x: number; y: number };

/** A coordinate kept within 0–1, to the hundredth. */
export const clampFocal = (v: number) => Math.min(1, Math.max(0, Math.round(v * 100) / 100));

const STEPS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The point an arrow key moves to (5 % a press, 1 % with Maj); null for any other key. */
export function movedPoint(p: Point, key: string, fine: boolean): Point | null {
  const step = STEPS[key];
  if (!step) return null;
  const by = fine ? 0.01 : 0.05;
  return { x: clampFocal(p.x + step.x * by), y: clampFocal(p.y + step.y * by) };
}
