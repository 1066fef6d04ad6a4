import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ExtractionContext, Extractor, ExtractorOutcome } from './extractor.js';
import { extractDocx } from './extract-docx.js';
import { extractPptx } from './extract-pptx.js';
import { extractXlsx } from './extract-xlsx.js';
import { EXTRACTION_LIMITS } from './extraction-limits.js';
import { ExtractionFailure } from './extraction-result.js';

export type LegacyOfficeKind = 'doc' | 'xls' | 'ppt';

/** Each legacy format is converted to its OOXML successor and read by that extractor. */
const SUCCESSORS: Record<LegacyOfficeKind, { format: 'docx' | 'xlsx' | 'pptx'; extract: Extractor }> = {
  doc: { format: 'docx', extract: extractDocx },
  xls: { format: 'xlsx', extract: extractXlsx },
  ppt: { format: 'pptx', extract: extractPptx },
};

export function libreOfficeMissingReason(kind: LegacyOfficeKind): string {
  return `Legacy .${kind} files need LibreOffice on the server; convert the file to .${SUCCESSORS[kind].format} and upload it again`;
}

/**
 * Legacy Word, Excel and PowerPoint files. No maintained JavaScript library reads all three
 * (ADR 0007), so LibreOffice converts them headless when it is installed; without it the file
 * ends failed with a reason that tells the user what to do.
 */
export async function extractLegacyOffice(
  kind: LegacyOfficeKind,
  filePath: string,
  context: ExtractionContext,
  libreOffice: string | null,
): Promise<ExtractorOutcome> {
  if (!libreOffice) throw new ExtractionFailure(libreOfficeMissingReason(kind));
  const successor = SUCCESSORS[kind];
  const workDirectory = await mkdtemp(path.join(context.tempDirectory ?? os.tmpdir(), 'inkwise-convert-'));
  try {
    // The stored file may have no extension; LibreOffice names its output after the input.
    const input = path.join(workDirectory, `input.${kind}`);
    const outputDirectory = path.join(workDirectory, 'out');
    await copyFile(filePath, input);
    await mkdir(outputDirectory);
    await runLibreOffice(
      libreOffice,
      [
        '--headless',
        '--norestore',
        '--nolockcheck',
        '--nodefault',
        // A private profile per conversion: concurrent conversions never share (or lock) one.
        `-env:UserInstallation=${pathToFileURL(path.join(workDirectory, 'profile')).href}`,
        '--convert-to',
        successor.format,
        '--outdir',
        outputDirectory,
        input,
      ],
      { kind, workDirectory, context },
    );
    const output = path.join(outputDirectory, `input.${successor.format}`);
    if (!(await exists(output))) {
      throw new ExtractionFailure(`This .${kind} file could not be converted; it may be damaged or password-protected`);
    }
    return await successor.extract(output, context);
  } finally {
    await rm(workDirectory, { recursive: true, force: true });
  }
}

/**
 * Runs LibreOffice in its own process group, so that a timeout, an abort or the supervisor
 * (which hears of the pid through `onChildProcess`) can kill it together with its helpers.
 */
function runLibreOffice(
  command: string,
  args: string[],
  { kind, workDirectory, context }: { kind: LegacyOfficeKind; workDirectory: string; context: ExtractionContext },
): Promise<void> {
  const { signal, onChildProcess } = context;
  signal?.throwIfAborted();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: workDirectory,
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, HOME: workDirectory },
    });
    const { pid } = child;
    if (pid !== undefined) onChildProcess?.(pid, 'started');
    const killGroup = () => {
      try {
        if (pid !== undefined) process.kill(-pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(() => {
      killGroup();
      reject(new ExtractionFailure(`Converting the .${kind} file took too long`));
    }, EXTRACTION_LIMITS.legacyConversionTimeoutMs);
    const onAbort = () => {
      killGroup();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    child.once('error', (error) => {
      settle();
      reject(error);
    });
    child.once('exit', () => {
      if (pid !== undefined) onChildProcess?.(pid, 'exited');
      settle();
      // The exit code says little (0 even when nothing was converted); the output file decides.
      resolve();
    });
  });
}

let libreOfficeLookup: Promise<string | null> | undefined;

/** `soffice` or `libreoffice` on PATH (or macOS's usual place), looked up once per process. */
export function findLibreOffice(): Promise<string | null> {
  libreOfficeLookup ??= (async () => {
    const directories = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
    const candidates = [
      ...directories.flatMap((directory) => [path.join(directory, 'soffice'), path.join(directory, 'libreoffice')]),
      '/Applications/LibreOffice.app/Contents/MacOS/soffice',
    ];
    for (const candidate of candidates) {
      if (await isExecutable(candidate)) return candidate;
    }
    return null;
  })();
  return libreOfficeLookup;
}

async function isExecutable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
