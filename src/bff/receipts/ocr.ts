import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);
export const ocrLanguages = ['lit', 'eng', 'deu', 'fra', 'spa'] as const;

/**
 * tesseract.js reads every language from one `langPath` folder, but each @tesseract.js-data package has its own.
 * A private temp folder of symlinks joins them; nothing is copied or downloaded, and with `cacheMethod: 'none'`
 * tesseract.js never writes a .traineddata file into the working directory. The LSTM-only "best_int" models are the
 * ones OEM.LSTM_ONLY needs (smaller and faster than the legacy+LSTM ones).
 */
async function languageFolder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'desk-ocr-lang-'));
  for (const lang of ocrLanguages) {
    const pkg = dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
    await symlink(join(pkg, '4.0.0_best_int', `${lang}.traineddata.gz`), join(dir, `${lang}.traineddata.gz`));
  }
  return dir;
}

export interface OcrText {
  text: string;
  /** tesseract's mean word confidence, 0..1 */
  confidence: number;
}

/** One tesseract worker (its own thread), started on first use and kept for the next receipt. */
export class Ocr {
  private worker: Promise<{ worker: Worker; dir: string }> | undefined;

  private start() {
    this.worker ??= (async () => {
      const dir = await languageFolder();
      // The core wasm comes from the installed tesseract.js-core (required from disk, never fetched).
      const worker = await createWorker([...ocrLanguages], OEM.LSTM_ONLY, { langPath: dir, cacheMethod: 'none', gzip: true });
      // One uniform block keeps a label and its amount on one line however far apart they are printed; Sauvola's
      // local threshold keeps faint thermal print that one global threshold loses.
      await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, preserve_interword_spaces: '1', thresholding_method: '2', user_defined_dpi: '300' } as never);
      return { worker, dir };
    })();
    return this.worker;
  }

  async recognize(png: Buffer): Promise<OcrText> {
    const { worker } = await this.start();
    const { data } = await worker.recognize(png);
    return { text: data.text, confidence: Math.max(0, Math.min(1, data.confidence / 100)) };
  }

  async close(): Promise<void> {
    if (!this.worker) return;
    const { worker, dir } = await this.worker;
    this.worker = undefined;
    await worker.terminate();
    await rm(dir, { recursive: true, force: true });
  }
}
