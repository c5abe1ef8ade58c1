/**
 * Runs parseWorker.mjs on an uploaded sheet and turns its answer into rows or a Chinese refusal. The worker has a
 * bounded heap and time; running out of either is the file's fault (413/400), and the server goes on.
 */
import { Worker } from 'node:worker_threads';
import { HttpError, badRequest } from '../platform/http/httpError.js';
import { PARSE_WORKER_URL } from '../platform/runtimeFiles.js';
import { MAX_CELL_CHARS, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS, PARSE_TIMEOUT_MS, PARSE_WORKER_HEAP_MB } from './importLimits.js';
import { IMPORT_MESSAGES } from './importMessages.js';

type WorkerAnswer = { kind: 'rows'; rows: string[][] } | { kind: 'empty' | 'tooManyRows' | 'tooManyColumns' | 'formulas' | 'damaged' };

function refusal(kind: Exclude<WorkerAnswer['kind'], 'rows'>): HttpError {
  switch (kind) {
    case 'tooManyRows':
      return new HttpError(413, IMPORT_MESSAGES.tooManyRows);
    case 'tooManyColumns':
      return new HttpError(413, IMPORT_MESSAGES.tooManyColumns);
    case 'formulas':
      return badRequest(IMPORT_MESSAGES.formulas);
    case 'empty':
      return badRequest(IMPORT_MESSAGES.noRows);
    default:
      return badRequest(IMPORT_MESSAGES.damaged);
  }
}

export interface ParseOptions {
  maxRows?: number;
  timeoutMs?: number;
}

/** The first sheet as rows of cell texts (row 0 is the header). */
export function parseSheet(file: string, options: ParseOptions = {}): Promise<string[][]> {
  const maxRows = options.maxRows ?? MAX_IMPORT_ROWS;
  return new Promise((resolve, reject) => {
    const worker = new Worker(PARSE_WORKER_URL, {
      workerData: { file, maxRows, maxColumns: MAX_IMPORT_COLUMNS, maxCellChars: MAX_CELL_CHARS },
      resourceLimits: { maxOldGenerationSizeMb: PARSE_WORKER_HEAP_MB },
      // The worker needs no loader of the parent's (tsx, vitest): it is plain JavaScript.
      execArgv: [],
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => finish(() => reject(badRequest(IMPORT_MESSAGES.parseTimeout))), options.timeoutMs ?? PARSE_TIMEOUT_MS);
    worker.once('message', (answer: WorkerAnswer) => finish(() => (answer.kind === 'rows' ? resolve(answer.rows) : reject(refusal(answer.kind)))));
    // ERR_WORKER_OUT_OF_MEMORY: a sheet that inflates beyond the heap is too large, not a server fault.
    worker.once('error', (error: NodeJS.ErrnoException) =>
      finish(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new HttpError(413, IMPORT_MESSAGES.zipBomb) : badRequest(IMPORT_MESSAGES.damaged))),
    );
    worker.once('exit', () => finish(() => reject(badRequest(IMPORT_MESSAGES.damaged))));
  });
}
