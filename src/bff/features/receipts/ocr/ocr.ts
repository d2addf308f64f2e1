import { mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { pgm, rowsAtHalfSize, type GlanceRows, type GreyImage } from '../image/grey-image';
import { tsvWords, type PlacedWord } from './ocr-words';

const require = createRequire(import.meta.url);
/** The languages read, and tesseract's model for each. */
export const ocrModels = {
  lt: 'lit',
  en: 'eng',
  de: 'deu',
  fr: 'fra',
  es: 'spa',
  lv: 'lav',
  pl: 'pol',
} as const;
export type OcrLanguage = keyof typeof ocrModels;
const isOcrLanguage = (l: string | null): l is OcrLanguage => l !== null && l in ocrModels;

/**
 * A text's own model first, English's behind it for what the first reads unsure (digits, codes, English words on
 * a foreign receipt: alone, the German model lost a total and a VAT amount on the bench set that this pair reads).
 */
const modelsFor = (language: OcrLanguage) => (language === 'en' ? 'eng' : `${ocrModels[language]}+eng`);

const folderPrefix = 'desk-ocr-lang-';
const alive = (pid: number) => {
  try {
    process.kill(pid, 0); // signal 0: only asks whether the process exists
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Removes the language folders of readers whose process has ended without closing them (killed by a signal: no exit
 * handler runs then). The folder's name carries its process id; folders of a process still running are left alone.
 */
async function removeStaleFolders(): Promise<void> {
  const stale = new RegExp(`^${folderPrefix}(\\d+)-`);
  for (const name of await readdir(tmpdir())) {
    const pid = Number(stale.exec(name)?.[1] ?? NaN);
    if (Number.isInteger(pid) && pid !== process.pid && !alive(pid))
      await rm(join(tmpdir(), name), { recursive: true, force: true });
  }
}

/**
 * tesseract.js reads every language from one `langPath` folder, but each @tesseract.js-data package has its own.
 * A private temp folder of symlinks joins them; nothing is copied or downloaded, and with `cacheMethod: 'none'`
 * tesseract.js never writes a .traineddata file into the working directory. The LSTM-only "best_int" models are the
 * ones OEM.LSTM_ONLY needs (smaller and faster than the legacy+LSTM ones).
 */
async function languageFolder(): Promise<string> {
  await removeStaleFolders();
  const dir = await mkdtemp(join(tmpdir(), `${folderPrefix}${process.pid}-`));
  for (const model of Object.values(ocrModels)) {
    const pkg = dirname(require.resolve(`@tesseract.js-data/${model}/package.json`));
    await symlink(
      join(pkg, '4.0.0_best_int', `${model}.traineddata.gz`),
      join(dir, `${model}.traineddata.gz`),
    );
  }
  return dir;
}

// One uniform block keeps a label and its amount on one line however far apart they are printed; Sauvola's local
// threshold keeps faint thermal print that one global threshold loses. No unsure line is read again inverted: a
// receipt prints no white on black, and the second try cost most on the noisiest photos (a banner printed white on
// black is read no more). (Set again after every model change: tesseract starts afresh.)
const parameters = {
  tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
  preserve_interword_spaces: '1',
  thresholding_method: '2',
  user_defined_dpi: '300',
  tessedit_do_invert: '0',
};

export interface OcrText {
  text: string;
  /** tesseract's mean word confidence, 0..1 */
  confidence: number;
  /** the words and their places on the picture the person sees (a stand-in reader in a test may give none) */
  words?: PlacedWord[];
}

/**
 * One tesseract worker (its own thread), started on first use and kept for the next receipt, holding the models of
 * one language at a time: all five at once cost ~70 MB more and read slower (tesseract tries every model on each
 * unsure word). Each document starts from its business's language (begin), never from the last document's. A glance
 * with the models in use (the middle half of the rows at half size, then the quarters at the foot and head if those
 * tell nothing) tells its language; the worker switches if needed, then reads the photo in full. (Reading in full
 * first and again after a switch would cost two full readings for every receipt in another language.)
 */
export class Ocr {
  private worker: Promise<{ worker: Worker; dir: string }> | undefined;
  private language: OcrLanguage = 'lt';

  private start() {
    this.worker ??= (async () => {
      const dir = await languageFolder();
      // The core wasm comes from the installed tesseract.js-core (required from disk, never fetched).
      const worker = await createWorker(modelsFor(this.language), OEM.LSTM_ONLY, {
        langPath: dir,
        cacheMethod: 'none',
        gzip: true,
      });
      await worker.setParameters(parameters as never);
      return { worker, dir };
    })();
    return this.worker;
  }

  /** `languageOf` tells the language of a text read (null: too few words to tell, and the models stay). */
  async recognize(image: GreyImage, languageOf: (text: string) => string | null): Promise<OcrText> {
    await this.use(languageOf((await this.glance(image)).text));
    return this.read(image);
  }

  /**
   * Loads the models a document is first read with: its business's language. The glances that turn the photo and
   * tell its language read with the models in use, so a worker left holding the previous document's would make the
   * answer depend on what was read before (issue 45). A worker not started yet starts with these; a business whose
   * receipts are in its own language never pays a switch.
   */
  async begin(language: OcrLanguage): Promise<void> {
    if (!this.worker) this.language = language;
    await this.use(language);
  }

  /** Starts the worker and loads the models in use, if not yet done. */
  async ready(): Promise<void> {
    await this.start();
  }

  /**
   * A quick read at half size with the models in use: enough to tell a language or which way up the text is. Of the
   * middle half of the rows by default (half the time of the whole, and where a receipt's items, amounts and most of
   * its words are); of the quarter at the foot or the head for a page whose telling words stand there (an invoice's
   * totals and title around its items table).
   */
  async glance(image: GreyImage, rows: GlanceRows = 'middle'): Promise<OcrText> {
    return this.read(await rowsAtHalfSize(image, rows));
  }

  /** Switches the models to a language's (nothing for null or the language in use). */
  async use(language: string | null): Promise<void> {
    const { worker } = await this.start();
    if (isOcrLanguage(language) && language !== this.language) {
      await worker.reinitialize(modelsFor(language), OEM.LSTM_ONLY);
      await worker.setParameters(parameters as never);
      this.language = language;
    }
  }

  /** Reads the image with the models in use; `sparse`: scattered text found anywhere, for a layout one block misses. */
  async read(image: GreyImage, sparse = false): Promise<OcrText> {
    const { worker } = await this.start();
    if (sparse) await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT } as never);
    try {
      const { data } = await worker.recognize(pgm(image), {}, { text: true, tsv: true });
      const words = tsvWords(data.tsv ?? '', data.text, image);
      return { text: data.text, confidence: Math.max(0, Math.min(1, data.confidence / 100)), words };
    } finally {
      if (sparse)
        await worker.setParameters({ tessedit_pageseg_mode: parameters.tessedit_pageseg_mode } as never);
    }
  }

  async close(): Promise<void> {
    if (!this.worker) return;
    const { worker, dir } = await this.worker;
    this.worker = undefined;
    await worker.terminate();
    await rm(dir, { recursive: true, force: true });
  }
}
