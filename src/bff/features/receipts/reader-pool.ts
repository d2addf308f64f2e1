import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { BffHttpError } from '../../platform/errors';
import type { Locale } from '../../../contract/locales';
import { eInvoiceReaderPart, type ThreadReading } from '../einvoice';
import { emptyReading } from '../../../contract/receipt-reading';
import type { OcrLanguage } from './ocr/ocr';

export interface ReaderPoolOptions {
  /**
   * Reader threads at most (one per core at most). One by default: each holds its own OCR models and working memory
   * (~200 MB), and a second would take the BFF past its 400 MB while reading.
   */
  threads?: number;
  /** Files waiting beyond the ones being read; more are refused with "busy, try again". */
  queue?: number;
  /** A file taking longer than this stops its thread and answers with a note. */
  timeoutMs?: number;
  /** A thread with nothing to read for this long ends, giving its OCR models' memory back; the next file starts one. */
  idleMs?: number;
}

/**
 * What a thread is asked: read a file (OCR starting from the business's language), or keep an XML e-invoice as a PDF
 * that carries it (kept-xml.ts).
 */
export type ReaderTask =
  | { kind: 'read'; bytes: Uint8Array; language: OcrLanguage }
  | { kind: 'keep'; bytes: Uint8Array; name: string; locale: Locale };
/** A kept XML: the PDF, or why the XML was not kept. */
export type KeptAnswer = { ok: true; pdf: Uint8Array } | { ok: false; note: string };

interface Job {
  task: ReaderTask;
  resolve: (r: unknown) => void;
  /** the answer when the thread fails or takes too long */
  failed: (note: string) => unknown;
}
interface Slot {
  worker: Worker;
  job?: { id: number; resolve: (r: unknown) => void; failed: Job['failed']; timer: NodeJS.Timeout };
  idle?: NodeJS.Timeout;
}

const workerUrl = new URL('./reader-thread.mjs', import.meta.url);

/**
 * Reads receipts in worker threads so the event loop never waits on OCR or PDF parsing: threads start on the first
 * file and stay for the next (until idle for `idleMs`), each reading one file at a time behind a short queue.
 */
export class ReaderPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Job[] = [];
  private readonly threads: number;
  private readonly queue: number;
  private readonly timeoutMs: number;
  private readonly idleMs: number;
  private nextId = 1;

  constructor(o: ReaderPoolOptions = {}) {
    this.threads = Math.max(1, Math.min(o.threads ?? 1, availableParallelism()));
    this.queue = o.queue ?? 4 * this.threads;
    this.timeoutMs = o.timeoutMs ?? 120_000;
    this.idleMs = o.idleMs ?? 5 * 60_000;
  }

  /**
   * The reading; an e-invoice's carries its XML for the verdict (withVerdict, on the main thread). `language`: the
   * business's (readingLanguageOf), which OCR starts from, so a file reads the same whatever the thread read before.
   */
  read(bytes: Uint8Array, language: OcrLanguage): Promise<ThreadReading> {
    return this.run<ThreadReading>({ kind: 'read', bytes, language }, emptyReading);
  }

  /** The PDF that keeps an XML e-invoice, made in the thread: parsing a large XML would hold the event loop. */
  keep(bytes: Uint8Array, name: string, locale: Locale): Promise<KeptAnswer> {
    return this.run<KeptAnswer>({ kind: 'keep', bytes, name, locale }, (note) => ({ ok: false, note }));
  }

  private run<T>(task: ReaderTask, failed: (note: string) => T): Promise<T> {
    if (this.waiting.length >= this.queue) {
      const retry = Math.ceil((this.waiting.length / this.threads + 1) * 3);
      throw new BffHttpError(429, 'reader_busy', `The receipt reader is busy: try again in ${retry} s.`, {
        retry_after_s: retry,
      });
    }
    return new Promise((resolve) => {
      this.waiting.push({ task, resolve: resolve as (r: unknown) => void, failed });
      this.pump();
    });
  }

  /** Threads alive and files waiting, for the bench and tests. */
  stats() {
    return {
      threads: this.slots.length,
      busy: this.slots.filter((s) => s.job).length,
      waiting: this.waiting.length,
    };
  }

  async close(): Promise<void> {
    for (const job of this.waiting.splice(0)) job.resolve(job.failed('The server is shutting down.'));
    await Promise.all(this.slots.splice(0).map((s) => this.stop(s)));
  }

  private pump() {
    while (this.waiting.length > 0) {
      let slot = this.slots.find((s) => !s.job);
      if (!slot && this.slots.length < this.threads) slot = this.spawn();
      if (!slot) return;
      const job = this.waiting.shift() as Job;
      const id = this.nextId++;
      clearTimeout(slot.idle);
      const timer = setTimeout(() => this.fail(slot, 'Reading the file took too long.'), this.timeoutMs);
      slot.job = { id, resolve: job.resolve, failed: job.failed, timer };
      // the bytes are copied into the thread; the request's buffer is freed when the route returns
      slot.worker.postMessage({ id, task: job.task });
    }
  }

  private spawn(): Slot {
    // no `--import tsx` from `npm start`'s flags: the entry registers tsx for itself, and the flag would load it
    // once more in this thread and again in tesseract's own thread, which inherits this one's flags. The e-invoice
    // room's part is named by its URL: the thread loads that file alone, not the room's door (routes, writer, rules).
    const workerData = { einvoice: eInvoiceReaderPart };
    const slot: Slot = { worker: new Worker(workerUrl, { execArgv: [], workerData }) };
    slot.worker.on('message', (msg: { id: number; answer: unknown }) => {
      if (slot.job?.id !== msg.id) return;
      clearTimeout(slot.job.timer);
      const { resolve } = slot.job;
      slot.job = undefined;
      resolve(msg.answer);
      this.pump();
      if (!slot.job) slot.idle = setTimeout(() => void this.retire(slot), this.idleMs).unref();
    });
    slot.worker.on('error', () => this.fail(slot, 'The file could not be read.'));
    slot.worker.on('exit', () => this.fail(slot, 'The file could not be read.'));
    this.slots.push(slot);
    return slot;
  }

  /** A thread that crashed or hung is dropped; its file gets a note, the next file a fresh thread. */
  private fail(slot: Slot, note: string) {
    const i = this.slots.indexOf(slot);
    if (i < 0) return;
    this.slots.splice(i, 1);
    if (slot.job) {
      clearTimeout(slot.job.timer);
      slot.job.resolve(slot.job.failed(note));
      slot.job = undefined;
    }
    void slot.worker.terminate();
    this.pump();
  }

  private async retire(slot: Slot) {
    const i = this.slots.indexOf(slot);
    if (i < 0 || slot.job) return;
    this.slots.splice(i, 1);
    await this.stop(slot);
  }

  private async stop(slot: Slot) {
    clearTimeout(slot.idle);
    slot.worker.removeAllListeners('exit');
    const exited = new Promise((r) => slot.worker.once('exit', r));
    slot.worker.postMessage({ close: true });
    const timer = setTimeout(() => void slot.worker.terminate(), 2000);
    await exited;
    clearTimeout(timer);
  }
}
