import { parentPort, workerData } from 'node:worker_threads';
import { extractText } from './extract-text.js';
import type { ExtractionWorkerMessage, ExtractionWorkerRequest } from './run-extraction-in-worker.js';

/**
 * Entry of the worker thread started by `runExtractionInWorker`: one file, one result, then the
 * supervisor terminates the thread (and with it anything the extractors left running).
 */
const { filePath, kind, tempDirectory } = workerData as ExtractionWorkerRequest;
const send = (message: ExtractionWorkerMessage) => parentPort?.postMessage(message);
const result = await extractText(filePath, kind, {
  tempDirectory,
  onChildProcess: (pid, state) => send({ type: 'child-process', pid, state }),
});
send({ type: 'result', result });
