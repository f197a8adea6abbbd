/**
 * Figures of the code's shape (issue « one way through the code »), for the README and the closing notes:
 *   npm run figures [-- --root <checkout>]
 * Hand-written source = tracked .ts/.tsx/.astro outside tests, generated files and migrations.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const rootArg = process.argv.indexOf('--root');
const root = rootArg > 0 ? (process.argv[rootArg + 1] as string) : process.cwd();

const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
const isSource = (f: string) =>
  /\.(ts|tsx|astro)$/.test(f) &&
  !/\.test\.tsx?$/.test(f) &&
  !f.startsWith('tests/') &&
  !f.includes('.generated.') &&
  !f.includes('/migrations/') &&
  !f.endsWith('.d.ts');
const sources = tracked.filter(isSource);
const lines = (f: string) => readFileSync(join(root, f), 'utf8').split('\n').length;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

const sized = sources.map((f) => ({ f, n: lines(f) })).sort((a, b) => b.n - a.n);
const admin = sized.filter(({ f }) => f.startsWith('api/admin/src/') && /\.tsx?$/.test(f));

/** Functions (declarations, expressions, arrows, methods) spanning `min` lines or more, in .ts/.tsx sources. */
function longFunctions(min: number) {
  const found: Array<{ where: string; n: number }> = [];
  for (const f of sources.filter((x) => /\.tsx?$/.test(x))) {
    const text = readFileSync(join(root, f), 'utf8');
    const file = ts.createSourceFile(f, text, ts.ScriptTarget.Latest, true, f.endsWith('x') ? 4 : 3);
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const start = file.getLineAndCharacterOfPosition(node.getStart()).line;
        const end = file.getLineAndCharacterOfPosition(node.getEnd()).line;
        if (end - start + 1 >= min) found.push({ where: `${f}:${start + 1}`, n: end - start + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found.sort((a, b) => b.n - a.n);
}

/** Type declarations in the SPA (local props and state included: read the list for those that copy the server). */
const spaTypes = admin.flatMap(({ f }) =>
  readFileSync(join(root, f), 'utf8')
    .split('\n')
    .map((l, i) => ({ l, i }))
    .filter(({ l }) => /^\s*(export )?(type|interface) \w+/.test(l))
    .map(({ l, i }) => `${f}:${i + 1} ${l.trim().slice(0, 80)}`),
);

/** Reads of today's date that do not go through src/core/dates.ts (parisDay). */
const clockPattern =
  /new Date\(\)\.(toISOString\(\)\.slice\(0, ?(7|10)\)|getFullYear|getMonth|getDate)|toLocaleDateString\(\)|toISOString\(\)\.slice\(0, ?(7|10)\)(?!.*parisDay)/;
/** An ISO day taken from a Date: the Date's name, to look up how it was built. */
const isoDayOf = /(\w+)\.toISOString\(\)\.slice\(0, ?(?:7|10)\)/;
/** A Date built from a calendar day: `${day}T12:00:00Z` or Date.UTC(…). */
const fromCalendarDay = /= new Date\((`\$\{\w+\}T12:00:00Z`|Date\.UTC\()/;
/**
 * Day arithmetic (the day after, the first of a month) on a Date built from a calendar day reads no clock:
 * its ISO day is exact. The nearest declaration of that Date above the line decides.
 */
function isCalendarDay(lines: string[], i: number): boolean {
  const name = isoDayOf.exec(lines[i] as string)?.[1];
  if (!name) return false;
  const declaration = new RegExp(`\\b(?:const|let) ${name} = `);
  for (let k = i - 1; k >= 0; k--) {
    const l = lines[k] as string;
    if (declaration.test(l)) return fromCalendarDay.test(l);
  }
  return false;
}
const clocks = sources.flatMap((f) => {
  const lines = readFileSync(join(root, f), 'utf8').split('\n');
  return lines
    .map((l, i) => ({ l, i }))
    .filter(
      ({ l, i }) => clockPattern.test(l) && !isCalendarDay(lines, i) && !f.endsWith('src/core/dates.ts'),
    )
    .map(({ l, i }) => `${f}:${i + 1} ${l.trim().slice(0, 90)}`);
});

const long = longFunctions(80);
console.log(`hand-written source files: ${sources.length}`);
console.log(
  `largest: ${sized[0]?.f} (${sized[0]?.n} lines); next: ${sized
    .slice(1, 4)
    .map(({ f, n }) => `${f} ${n}`)
    .join(', ')}`,
);
console.log(`api/admin/src: ${admin.length} files, median ${median(admin.map((a) => a.n))} lines`);
console.log(
  `functions of 80+ lines: ${long.length} (${long.filter((l) => l.where.startsWith('api/admin/')).length} in the admin SPA)`,
);
for (const l of long) console.log(`  ${l.n} ${l.where}`);
console.log(`type declarations in api/admin/src: ${spaTypes.length}`);
if (process.argv.includes('--types')) for (const t of spaTypes) console.log(`  ${t}`);
console.log(`reads of today's date outside src/core/dates.ts: ${clocks.length}`);
for (const c of clocks) console.log(`  ${c}`);
