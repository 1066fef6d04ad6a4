import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The parts of a V8 CPU profile (`node --cpu-prof`) this summary reads. */
interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
  samples: number[];
  timeDeltas: number[];
}

/** Where a function lives: a package, one of our folders, Node itself, or V8's own work. */
function areaOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  const ours = /dist\/server\/(.+)$/.exec(url);
  if (ours) return `inkwise: ${path.dirname(ours[1]!)}`;
  if (url.startsWith('node:')) return `node: ${url.slice(5).split('/')[0]}`;
  return url;
}

function table(title: string, totals: Map<string, number>, all: number, rows: number): string {
  const lines = [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([name, micros]) => `| ${name} | ${(micros / 1000).toFixed(0)} | ${((100 * micros) / all).toFixed(1)} % |`);
  return [`| ${title} | self ms | share |`, '| --- | --- | --- |', ...lines].join('\n');
}

/** Self time by area and by function, from every profile written into `directory`. */
export async function summariseCpuProfile(directory: string, rows = 25): Promise<string> {
  const byArea = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let all = 0;
  for (const name of (await readdir(directory)).filter((file) => file.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(await readFile(path.join(directory, name), 'utf8')) as CpuProfile;
    const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    profile.samples.forEach((id, index) => {
      const frame = nodes.get(id)!;
      const micros = profile.timeDeltas[index] ?? 0;
      if (frame.functionName === '(idle)') return;
      all += micros;
      const area = areaOf(frame.url, frame.functionName);
      byArea.set(area, (byArea.get(area) ?? 0) + micros);
      const where = `${frame.functionName || '(anonymous)'} ${area}:${frame.lineNumber + 1}`;
      byFunction.set(where, (byFunction.get(where) ?? 0) + micros);
    });
  }
  return `${table('area', byArea, all, rows)}\n\n${table('function', byFunction, all, rows)}\n\nbusy: ${(all / 1000).toFixed(0)} ms`;
}
