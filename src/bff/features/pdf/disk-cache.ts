import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';

/** Rendered PDFs on disk, one file per invoice version (id + updated_at), the oldest dropped past `maxFiles`. */
export class PdfCache {
  constructor(
    private readonly dir: string,
    private readonly maxFiles: number,
  ) {}

  file(business: string, id: string, updatedAt: number): string {
    return join(this.dir, business, `${id}-${updatedAt}.pdf`);
  }

  async has(business: string, id: string, updatedAt: number): Promise<boolean> {
    return stat(this.file(business, id, updatedAt)).then(
      (s) => s.size > 0,
      () => false,
    );
  }

  /** Streams the body to a temp file and renames it into place: a half-written PDF is never served. */
  async store(business: string, id: string, updatedAt: number, body: ReadableStream): Promise<void> {
    const target = this.file(business, id, updatedAt);
    await mkdir(join(this.dir, business), { recursive: true, mode: 0o700 });
    // A name of its own per write: two packs of the same month store the same PDF at once, each renames its own.
    const tmp = `${target}.${randomUUID()}.tmp`;
    try {
      await pipeline(Readable.fromWeb(body), createWriteStream(tmp, { mode: 0o600 }));
      await rename(tmp, target);
    } catch (e) {
      await unlink(tmp).catch(() => undefined);
      throw e;
    }
    await this.prune(business, id, target);
  }

  private async prune(business: string, id: string, keep: string): Promise<void> {
    const dir = join(this.dir, business);
    const names = (await readdir(dir)).filter((n) => n.endsWith('.pdf'));
    const older = names.filter((n) => n.startsWith(`${id}-`) && join(dir, n) !== keep);
    await Promise.all(older.map((n) => unlink(join(dir, n)).catch(() => undefined)));
    const rest = names.filter((n) => !older.includes(n));
    if (rest.length <= this.maxFiles) return;
    const dated = await Promise.all(rest.map(async (n) => ({ n, t: (await stat(join(dir, n))).mtimeMs })));
    dated.sort((a, b) => a.t - b.t);
    const drop = dated.slice(0, rest.length - this.maxFiles);
    await Promise.all(drop.map(({ n }) => unlink(join(dir, n)).catch(() => undefined)));
  }
}
