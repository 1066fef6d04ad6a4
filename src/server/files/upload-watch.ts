import type { IncomingMessage } from 'node:http';
import { HttpError } from '../http-error.js';

/** How often the watch looks at the bytes received: the idle timeout's resolution. */
const CHECK_EVERY_MS = 250;

export interface UploadWatch {
  /** Aborted, with an HttpError as its reason, when the upload stalls or its connection closes. */
  signal: AbortSignal;
  stop(): void;
}

/**
 * Watches an upload's request body while the service streams it. A client that stops sending
 * mid-file (a body cut short of its Content-Length) used to hold the request, and a graceful
 * shutdown, forever (issue 12, defect 2). Now no byte for `idleMs` aborts with 408, and a
 * connection closed before the body ended (the client gone, or cut by the shutdown deadline)
 * aborts at once; the service then removes what it had stored.
 *
 * It reads the socket's byte count instead of listening for 'data', which would change how
 * the body flows to the multipart parser.
 */
export function watchUpload(request: IncomingMessage, idleMs: number): UploadWatch {
  const controller = new AbortController();
  const socket = request.socket;
  let lastBytes = socket.bytesRead;
  let lastProgressAt = Date.now();

  const timer = setInterval(() => {
    // An injected request (tests) has no real socket to count: no idle check for it.
    if (typeof socket.bytesRead !== 'number') return;
    if (socket.bytesRead !== lastBytes) {
      lastBytes = socket.bytesRead;
      lastProgressAt = Date.now();
    } else if (Date.now() - lastProgressAt >= idleMs) {
      abort(
        new HttpError(408, {
          error: `The upload stopped: no data arrived for ${Math.round(idleMs / 1000)} seconds. Nothing from it was kept; try again.`,
        }),
      );
    }
  }, Math.min(CHECK_EVERY_MS, idleMs));
  timer.unref();

  const onClose = () => {
    if (!request.complete) abort(new HttpError(400, { error: 'The upload was cut off before it ended. Nothing from it was kept.' }));
  };
  socket.once('close', onClose);

  function stop() {
    clearInterval(timer);
    socket.off('close', onClose);
  }
  function abort(reason: HttpError) {
    stop();
    controller.abort(reason);
  }
  return { signal: controller.signal, stop };
}
