import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Files on disk under the data directory: rendered PDFs and expense files. Every write goes to a temporary
 * file first and is renamed into place, so a reader never sees half a file and a crash leaves no torn one.
 */
export function fileStore(dataDir: string) {
  const dirs = { pdfs: join(dataDir, 'pdfs'), files: join(dataDir, 'files'), tmp: join(dataDir, 'tmp') };
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });
  const tmpPath = () => join(dirs.tmp, randomUUID());
  const pdfPath = (invoiceId: string) => join(dirs.pdfs, `${invoiceId}.pdf`);
  const filePath = (key: string) => join(dirs.files, key);

  return {
    async writePdf(invoiceId: string, pdf: Buffer): Promise<void> {
      const tmp = tmpPath();
      await writeFile(tmp, pdf);
      await rename(tmp, pdfPath(invoiceId));
    },
    readPdf: (invoiceId: string) => createReadStream(pdfPath(invoiceId)),
    removePdf: (invoiceId: string) => rm(pdfPath(invoiceId), { force: true }),

    /** Streams an upload to a temporary file; `commit` moves it under a new key, `discard` removes it. */
    async receive(source: Readable) {
      const tmp = tmpPath();
      const out = createWriteStream(tmp);
      try {
        await pipeline(source, out);
      } catch (error) {
        // A body cut off at once fails the pipeline while the file is still being opened: removed before the open
        // completes, it would be created after and left behind. So it is removed once the stream has closed.
        if (!out.closed) await new Promise<void>((closed) => out.once('close', () => closed()));
        await rm(tmp, { force: true });
        throw error;
      }
      return {
        async commit(): Promise<string> {
          const key = randomUUID();
          await rename(tmp, filePath(key));
          return key;
        },
        discard: () => rm(tmp, { force: true }),
      };
    },
    readFile: (key: string) => createReadStream(filePath(key)),
    removeFile: (key: string) => rm(filePath(key), { force: true }),
  };
}
export type FileStore = ReturnType<typeof fileStore>;
export type ReceivedFile = Awaited<ReturnType<FileStore['receive']>>;
