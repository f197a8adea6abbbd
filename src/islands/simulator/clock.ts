/** Today in the visitor's time zone, AAAA-MM-JJ (the core never reads the clock itself). */
export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
