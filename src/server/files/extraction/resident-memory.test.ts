import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { childPids, procResidentBytes, psResidentBytes, watchResidentMemory } from './resident-memory.js';

const MB = 1024 * 1024;
const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

/** A Node process that holds `megabytes` of touched memory outside its heap, and says "ready" once it does. */
function holdMemory(megabytes: number, { inGrandchild = false } = {}): Promise<ChildProcess> {
  const hold = `const b = Buffer.alloc(${megabytes * MB}, 1); console.log('ready'); setInterval(() => b[0]++, 1000);`;
  const script = inGrandchild
    ? `require('child_process').spawn(process.execPath, ['-e', ${JSON.stringify(hold)}], { stdio: ['ignore', 'inherit', 'inherit'] });`
    : hold;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  started.push(child);
  return new Promise((resolve) => child.stdout!.once('data', () => resolve(child)));
}

describe('resident memory of a process', () => {
  it('counts what its children hold too (LibreOffice under an extraction)', async () => {
    const parent = await holdMemory(150, { inGrandchild: true });
    const [grandchild] = childPids(parent.pid!);
    expect(grandchild).toBeDefined();
    const total = procResidentBytes([parent.pid!]);
    expect(total).toBeGreaterThan(150 * MB);
    expect(total).toBeGreaterThan(procResidentBytes([grandchild!]));
    process.kill(grandchild!, 'SIGKILL');
  });

  it('reads the same from ps, the fallback where there is no /proc', async () => {
    const child = await holdMemory(100);
    const fromProc = procResidentBytes([child.pid!]);
    const fromPs = await psResidentBytes([child.pid!]);
    expect(Math.abs(fromPs - fromProc)).toBeLessThan(10 * MB);
    expect(await psResidentBytes([2 ** 22 + 1])).toBe(0); // no such process
  });

  it('is watched: past the limit the watcher says so once', async () => {
    const child = await holdMemory(120);
    let exceeded = 0;
    const watch = watchResidentMemory(child.pid!, { limitBytes: 100 * MB, intervalMs: 10, onExceeded: () => (exceeded += 1) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    watch.stop();
    expect(exceeded).toBe(1);
    expect(watch.peakBytes).toBeGreaterThan(120 * MB);
  });
});
