import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const reportFile = path.resolve(import.meta.dirname, '../../docs/benchmarks.md');
const INTRO = `# Benchmarks

Figures measured by the scripts in \`bench/\`; each section gives the date, the machine and the
command that produced it. Budgets are those of DESIGN.md. Re-run a script to refresh its section.
`;

export function machineDescription(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${cpu}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 1024 ** 3)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

/** Replaces (or appends) this benchmark's section of docs/benchmarks.md. */
export function writeSection(name: string, body: string): void {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const section = `${start}\n${body.trim()}\n${end}`;
  const current = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : INTRO;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  const next = pattern.test(current) ? current.replace(pattern, section) : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(reportFile, next);
}
