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
  return {
    baseUrl,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const model = await startOpenAiTestServer();
  model.fallback = JSON.parse(process.argv[2] ?? 'null') as Scenario;
  process.once('SIGTERM', () => void model.close().then(() => process.exit(0)));
  console.log(model.baseUrl);
}
