/** Wall time and peak resident memory of a command and all its descendants (polling /proc). */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...(children.get(all[i] as number) ?? []));
  return all;
}

function rssKb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

export type Measure = { code: number; wallMs: number; peakRssMb: number; output: string };

export function measureCommand(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<Measure> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    let peak = 0;
    const timer = setInterval(() => {
      const total = descendants(child.pid as number).reduce((s, p) => s + rssKb(p), 0);
      peak = Math.max(peak, total);
    }, 50);
    child.on('close', (code) => {
      clearInterval(timer);
      resolve({
        code: code ?? 1,
        wallMs: performance.now() - started,
        peakRssMb: Math.round(peak / 1024),
        output,
      });
    });
  });
}

export function machine(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'CPU inconnu';
  return `${cpus().length} cœurs (${cpu}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export type Row = { metric: string; value: string; target: string };

export function printTable(title: string, rows: Row[]): void {
  const widths = [
    Math.max(6, ...rows.map((r) => r.metric.length)),
    Math.max(6, ...rows.map((r) => r.value.length)),
    Math.max(6, ...rows.map((r) => r.target.length)),
  ];
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`;
  console.log(`\n### ${title}\n`);
  console.log(line(['mesure', 'valeur', 'objectif']));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line([r.metric, r.value, r.target]));
}
