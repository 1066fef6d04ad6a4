import { extractText } from './extract-text.js';
import type { ExtractionProcessMessage, ExtractionRequest } from './run-extraction-in-child-process.js';

/**
 * Entry of the process started by `runExtractionInChildProcess`: one file, one result, then the
 * supervisor kills the process (and with it anything the extractors left running).
 */
const send = (message: ExtractionProcessMessage) => process.send?.(message);

// The IPC channel closes when the server dies (killed, crashed): nobody is left to want the result.
process.once('disconnect', () => process.exit(1));
process.once('message', (request: ExtractionRequest) => {
  const result =
    request.output === 'markdown'
      ? import('./word-to-markdown.js').then(({ convertWordToMarkdown }) => convertWordToMarkdown(request.filePath))
      : extractText(request.filePath, request.kind, {
          tempDirectory: request.tempDirectory,
          onChildProcess: (pid, state) => send({ type: 'child-process', pid, state }),
        });
  void result.then((outcome) => send({ type: 'result', result: outcome }));
});
