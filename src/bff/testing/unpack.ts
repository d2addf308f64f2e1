import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/** Unzips a pack with Info-ZIP's `unzip` (checks every CRC) and returns its files by path. */
export function unzipAll(zip: Buffer): Map<string, Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'desk-pack-'));
  try {
    writeFileSync(join(dir, 'pack.zip'), zip);
    execFileSync('unzip', ['-q', '-o', join(dir, 'pack.zip'), '-d', join(dir, 'out')]);
    const files = new Map<string, Buffer>();
    const walk = (d: string) => {
      for (const n of readdirSync(d)) {
        const p = join(d, n);
        if (statSync(p).isDirectory()) walk(p);
        else files.set(relative(join(dir, 'out'), p), readFileSync(p));
      }
    };
    walk(join(dir, 'out'));
    return files;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF) read back into rows; the BOM must come first. */
export function parseCsv(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8');
  if (!text.startsWith('\ufeff')) throw new Error('no BOM');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) field += c;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
