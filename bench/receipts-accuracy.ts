/**
 * Receipt reading on the generated test sets, side by side: the clean set (clean renders, a mild photo look) and the
 * hard set (the layouts and photo damage of real receipts: see test/fixtures/receipts/hard-documents.ts and damage.ts). Per-field,
 * per-kind and per-language accuracy; seconds per phone photo / text PDF / scanned PDF (p95 and max, the reader's
 * threads already started), the first photo (threads and OCR starting), and the BFF's memory (one process: its
 * reader threads included) idle and at its peak while reading, a 40-megapixel photo included.
 * The BFF runs alone in a child process as `npm start` runs it; files go through POST /api/b/{id}/receipts/read.
 * Run: npx tsx bench/receipts-accuracy.ts [documents per language, default 6] [--sets clean,hard] [--langs de,fr]
 *   [--kinds photo,scan,text] (a subset while working on the reader)
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { testDocuments, type TestDocument } from '../test/fixtures/receipts/documents';
import { hardDocuments } from '../test/fixtures/receipts/hard-documents';
import { damageLook, photographHard, scanHard } from '../test/fixtures/receipts/damage';
import { photograph, photoLook, renderClean, scannedPdf, textPdf } from '../test/fixtures/receipts/render';
import { reportFigure } from './lib/figures';
import { fields, Scores, type Kind } from './lib/receipt-scores';
import { startReaderBff } from './receipts-bench-kit';

const args = parseArgs({
  allowPositionals: true,
  options: { sets: { type: 'string' }, langs: { type: 'string' }, kinds: { type: 'string' } },
});
const perLanguage = Number(args.positionals[0] ?? 6);
const list = (v: string | undefined, all: string[]) => (v ? v.split(',') : all);
const sets = list(args.values.sets, ['clean', 'hard']);
const langs = list(args.values.langs, ['lt', 'en', 'de', 'fr', 'es']);
const kindsRun = list(args.values.kinds, ['photo', 'text', 'scan']);
// issue 28's targets on the held-out set
const targets: Record<(typeof fields)[number], number> = {
  total: 0.95,
  date: 0.95,
  currency: 0.9,
  seller: 0.9,
  vat: 0.85,
  invoice_number: 0.85,
};
const photoTarget = 0.85;
const languageTarget = 0.85;
const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)] ?? NaN;

const { bff, cpuS, read, close } = await startReaderBff('Bench Receipts');

try {
  await new Promise((r) => setTimeout(r, 1500)); // the headless business connects at start
  const idleMb = bff.rssKb() / 1024;
  bff.resetPeak();
  const docs = testDocuments(perLanguage).filter((d) => langs.includes(d.language));
  const hard = hardDocuments(perLanguage).filter((d) => langs.includes(d.language));
  const seconds: Record<string, number[]> = {};
  const slowest: Record<string, [string, number][]> = {};
  const cpu: Record<string, number> = {};
  const scores = new Scores();
  let first = NaN;
  // one kind after another (text PDFs, photos, scans), as a person's batch usually is
  const files: [string, Kind, string, () => Promise<Buffer>, TestDocument][] = [];
  const add = (set: string, kind: Kind, name: string, bytes: () => Promise<Buffer>, doc: TestDocument) => {
    if (sets.includes(set) && kindsRun.includes(kind)) files.push([set, kind, name, bytes, doc]);
  };
  for (const doc of docs) add('clean', 'text', `${doc.id}.pdf`, () => textPdf(doc), doc);
  for (const [i, doc] of docs.entries())
    add('clean', 'photo', `${doc.id}.jpg`, async () => photograph(await renderClean(doc), photoLook(i)), doc);
  for (const [i, doc] of docs.entries())
    if (i % 6 === 1)
      add('clean', 'scan', `${doc.id}-scan.pdf`, async () => scannedPdf(await renderClean(doc)), doc);
  for (const doc of hard) add('hard', 'text', `${doc.id}.pdf`, () => textPdf(doc), doc);
  for (const [i, doc] of hard.entries())
    add(
      'hard',
      'photo',
      `${doc.id}.jpg`,
      async () => photographHard(await renderClean(doc), damageLook(i), i),
      doc,
    );
  for (const [i, doc] of hard.entries())
    if (i % 3 === 1)
      add(
        'hard',
        'scan',
        `${doc.id}-scan.pdf`,
        async () => scannedPdf(await scanHard(await renderClean(doc), i)),
        doc,
      );
  for (const [set, kind, name, bytes, doc] of files) {
    const body = await bytes();
    const c0 = cpuS();
    const { reading, s } = await read(name, body);
    const key = `${set} ${kind}`;
    if (Number.isNaN(first)) first = s;
    else {
      (seconds[key] ??= []).push(s);
      (slowest[key] ??= []).push([name, s]);
      cpu[key] = (cpu[key] ?? 0) + cpuS() - c0;
    }
    scores.add(set, kind, doc, name, reading);
    process.stdout.write('.');
  }
  console.log('');
  const peakMb = bff.peakKb() / 1024;
  // a 40-megapixel phone photo: scaled down before OCR
  const big = await sharp(await photograph(await renderClean(docs[0]!), { ...photoLook(0), long: 7300 }))
    .resize({ width: 7300, height: 5480, fit: 'fill' })
    .jpeg({ quality: 85 })
    .toBuffer();
  bff.resetPeak();
  const bigRead = await read('big.jpg', big);
  const bigPeakMb = bff.peakKb() / 1024;
  // four hard photos sent at once (made first): one is read at a time, the others wait in the reader's queue
  const fourDocs = (hard.length > 0 ? hard : docs).slice(0, 4);
  const fourBytes = await Promise.all(
    fourDocs.map(async (doc, i) => photographHard(await renderClean(doc), damageLook(i), i)),
  );
  bff.resetPeak();
  const t4 = performance.now();
  const fourRead = await Promise.all(fourBytes.map((b, i) => read(`at-once-${i}.jpg`, b)));
  const fourS = (performance.now() - t4) / 1000;
  const fourPeakMb = bff.peakKb() / 1024;
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

  console.log(
    `documents per set: ${docs.length} (${perLanguage} per language: receipts and A4 invoices; languages ${langs.join(' ')}), load ${load}`,
  );
  console.log(scores.table(sets));
  for (const key of Object.keys(seconds)) {
    const xs = seconds[key]!;
    const slow = (slowest[key] ?? [])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([n, t]) => `${n} ${t.toFixed(2)} s`);
    console.log(
      `${key.padEnd(12)} n=${xs.length}  p95 ${p95(xs).toFixed(2)} s  max ${Math.max(...xs).toFixed(2)} s  BFF CPU per file ${((cpu[key] ?? 0) / xs.length).toFixed(2)} s  (slowest: ${slow.join(', ')})`,
    );
  }
  console.log(`first file ${first.toFixed(2)} s`);
  console.log(
    `BFF RSS: idle ${idleMb.toFixed(0)} MB, peak while reading ${peakMb.toFixed(0)} MB, 40 MP photo ${bigRead.s.toFixed(2)} s peak ${bigPeakMb.toFixed(0)} MB`,
  );
  console.log(`misses (${scores.misses.length}):\n  ${scores.misses.join('\n  ')}`);

  const photoS = seconds['clean photo'] ?? [];
  const hardPhotoS = seconds['hard photo'] ?? [];
  const textS = seconds['clean text'] ?? [];
  for (const set of sets) {
    for (const f of fields) {
      const share = scores.share(set, `field ${f}`);
      reportFigure({
        figure: `receipts${set === 'clean' ? '' : ` (${set} set)`}: ${f} exact`,
        measured: `${(share * 100).toFixed(0)} % (photos ${(scores.share(set, `photo ${f}`) * 100).toFixed(0)} %)`,
        target: `≥ ${targets[f] * 100} % (hidden set)`,
        method: `${scores.n(set, `field ${f}`)} generated files (${scores.n(set, `photo ${f}`)} photos, ${scores.n(set, `text ${f}`)} text PDFs, ${scores.n(set, `scan ${f}`)} scanned PDFs), ${langs.length} languages`,
        met: share >= targets[f],
      });
    }
    const prefix = `receipts${set === 'clean' ? '' : ` (${set} set)`}`;
    if (kindsRun.includes('photo')) {
      const photos = scores.share(set, 'kind photo');
      reportFigure({
        figure: `${prefix}: phone photos, fields right`,
        measured: `${(photos * 100).toFixed(1)} %`,
        target: `≥ ${photoTarget * 100} % (hidden set)`,
        method: `${scores.n(set, 'kind photo')} fields of generated photos`,
        met: photos >= photoTarget,
      });
    }
    const byLang = langs.map((l) => [l, scores.share(set, `lang ${l}`)] as const).sort((a, b) => a[1] - b[1]);
    const [weakest, weakestShare] = byLang[0]!;
    reportFigure({
      figure: `${prefix}: weakest language`,
      measured: `${weakest} ${(weakestShare * 100).toFixed(1)} %`,
      target: `every language ≥ ${languageTarget * 100} % (hidden set)`,
      method: byLang.map(([l, v]) => `${l} ${(v * 100).toFixed(1)} %`).join(', '),
      met: weakestShare >= languageTarget,
    });
  }
  if (photoS.length > 0)
    reportFigure({
      figure: 'receipts: s per phone photo (p95)',
      measured: `${p95(photoS).toFixed(2)} s`,
      target: '< 3 s',
      method: `${photoS.length} photos, reader thread warm, load ${load}; BFF CPU ${((cpu['clean photo'] ?? 0) / photoS.length).toFixed(2)} s per photo; the first file of all (thread and pdf.js starting) ${first.toFixed(1)} s`,
      met: p95(photoS) < 3,
    });
  if (hardPhotoS.length > 0)
    reportFigure({
      figure: 'receipts (hard set): s per phone photo (p95, max)',
      measured: `${p95(hardPhotoS).toFixed(2)} s, max ${Math.max(...hardPhotoS).toFixed(2)} s`,
      target: 'p95 < 3 s, max < 5 s',
      method: `${hardPhotoS.length} photos, load ${load}; BFF CPU ${((cpu['hard photo'] ?? 0) / hardPhotoS.length).toFixed(2)} s per photo`,
      met: p95(hardPhotoS) < 3 && Math.max(...hardPhotoS) < 5,
    });
  if (textS.length > 0)
    reportFigure({
      figure: 'receipts: s per text PDF (p95)',
      measured: `${p95(textS).toFixed(3)} s`,
      target: '< 0.3 s',
      method: `${textS.length} text PDFs through the BFF route; BFF CPU ${((cpu['clean text'] ?? 0) / textS.length).toFixed(3)} s per PDF`,
      met: p95(textS) < 0.3,
    });
  reportFigure({
    figure: 'receipts: four photos sent at once (peak RSS)',
    measured: `${fourPeakMb.toFixed(0)} MB, ${fourRead.filter((r) => r.reading.total !== null).length} of 4 with a total, in ${fourS.toFixed(1)} s`,
    target: '< 500 MB, the rest queued',
    method:
      'VmHWM of the BFF process while 4 hard photos are posted together (one reader thread, a queue of 4)',
    met: fourPeakMb < 500,
  });
  reportFigure({
    figure: 'receipts: BFF memory while reading (peak RSS)',
    measured: `${Math.max(peakMb, bigPeakMb).toFixed(0)} MB (idle ${idleMb.toFixed(0)} MB)`,
    target: '< 400 MB',
    method: 'VmHWM of the BFF process, reader threads included, 40 MP photo included',
    met: Math.max(peakMb, bigPeakMb) < 400,
  });
} finally {
  await close();
}
