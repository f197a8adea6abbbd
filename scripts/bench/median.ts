/** The median of the benches' runs. (The server they start comes from tests/support/sandbox.ts.) */
export function median(xs: number[]): number {
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
}
