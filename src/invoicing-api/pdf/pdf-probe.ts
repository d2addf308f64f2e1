import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { A4, CONTENT } from './pdf-page';

/** Reads a rendered PDF back with poppler (pdftotext, pdfinfo, pdffonts), as a reader's viewer would: for tests. */
const run = promisify(execFile);

export interface Word {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

export interface PdfProbe {
  pages: number;
  /** All text, whitespace (incl. no-break and narrow spaces) collapsed to single spaces. */
  text: string;
  pageTexts: string[];
  words: Word[];
  fonts: string;
  info: string;
}

const collapse = (s: string): string => s.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const decodeEntities = (s: string): string =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

function parseWords(bboxHtml: string): Word[] {
  const words: Word[] = [];
  const pages = bboxHtml.split('<page ').slice(1);
  pages.forEach((page, i) => {
    for (const m of page.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)<\/word>/g,
    )) {
      words.push({
        page: i + 1,
        xMin: Number(m[1]),
        yMin: Number(m[2]),
        xMax: Number(m[3]),
        yMax: Number(m[4]),
        text: decodeEntities(m[5] ?? ''),
      });
    }
  });
  return words;
}

export async function probePdf(pdf: Buffer): Promise<PdfProbe> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-probe-'));
  try {
    const file = join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    const info = (await run('pdfinfo', [file])).stdout;
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
    const raw = (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout;
    const bbox = (await run('pdftotext', ['-enc', 'UTF-8', '-bbox', file, '-'])).stdout;
    const fonts = (await run('pdffonts', [file])).stdout;
    return {
      pages,
      text: collapse(raw),
      pageTexts: raw.split('\f').slice(0, pages).map(collapse),
      words: parseWords(bbox),
      fonts,
      info,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Pairs of words on the same page whose boxes overlap by more than `tolerance` points both ways. */
export function overlappingWords(words: readonly Word[], tolerance = 0.5): [Word, Word][] {
  const found: [Word, Word][] = [];
  for (let i = 0; i < words.length; i++) {
    const a = words[i]!;
    for (let j = i + 1; j < words.length; j++) {
      const b = words[j]!;
      if (a.page !== b.page) continue;
      const dx = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
      const dy = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
      if (dx > tolerance && dy > tolerance) found.push([a, b]);
    }
  }
  return found;
}

/** Words that stick out of the content column or off the page: cut or overflowing text. */
export const wordsOffPage = (words: readonly Word[]): Word[] =>
  words.filter((w) => w.xMin < CONTENT.left - 0.5 || w.xMax > CONTENT.right + 0.5 || w.yMax > A4.height);

/** What a readable page never has, both empty when the layout is sound: words off the page and words overlapping. */
export const layoutFaults = (words: readonly Word[]) => ({
  offPage: wordsOffPage(words),
  overlapping: overlappingWords(words),
});
