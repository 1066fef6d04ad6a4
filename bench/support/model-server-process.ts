/**
 * The local OpenAI-wire-format model server (tests/support) in a process of its own, as a real
 * provider is: sharing the load generator's event loop, it answered the app's requests while that
 * loop was also reading the app's stream, which a provider never does. Started by
 * `startModelServerProcess`; prints its base URL as one line once it listens.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startOpenAiTestServer, type Scenario } from '../../tests/support/openai-test-server.js';

export interface ModelServerProcess {
  baseUrl: string;
  /**
   * For each streamed answer the server finished, in order, how long it took from the request's
   * last byte to the answer's end (the provider's own time; reported as the child prints them).
   */
  answeredMs: number[];
  close: () => Promise<void>;
}

/** Starts this file as a child process answering every request with `scenario`. */
export async function startModelServerProcess(scenario: Scenario): Promise<ModelServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), JSON.stringify(scenario)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the model server exited (${code}) before it listened`)));
  });
  // Every later line is one answer's time.
  const answeredMs: number[] = [];
  lines.on('line', (line) => answeredMs.push(Number(line)));
  return {
    baseUrl,
    answeredMs,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const model = await startOpenAiTestServer({ onAnswered: (answeredMs) => console.log(answeredMs) });
  model.fallback = JSON.parse(process.argv[2] ?? 'null') as Scenario;
  process.once('SIGTERM', () => void model.close().then(() => process.exit(0)));
  console.log(model.baseUrl);
}
