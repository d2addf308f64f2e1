/**
 * Receipt reading on the widened set (issue 45: test/fixtures/receipts/wide-*.ts): per field, per language, per layout
 * kind and per look; seconds per photo (p50, p95, max, reader thread warm) and the BFF's peak memory; measured quiet
 * and again with two CPU-bound processes beside the BFF, and how many answers the busy run changed (the reader counts
 * work, not time: none should). The BFF runs alone in a child process as `npm start` runs it.
 * The business's time zone (`--zone`, default the desk's) tells the reader the language every receipt's OCR starts from.
 * Run: npx tsx bench/receipts-wide.ts [receipts per language, default 10] [--modes quiet,busy] [--langs lv,pl]
 *   [--zone Europe/Riga] [--dump answers.json]
 * `--dump` writes each photo's truth and whole answer (its OCR words in reading order included) to look at misses.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readingFieldNames, type ReceiptReading } from '../src/contract/receipt-reading';
import { wideDocuments, type WideDocument } from '../test/fixtures/receipts/wide-documents';
import { photographWide } from '../test/fixtures/receipts/wide-photos';
import { reportFigure } from './lib/figures';
import { same } from './lib/receipt-scores';
import { startReaderBff } from './receipts-bench-kit';

const args = parseArgs({
  allowPositionals: true,
  options: {
    modes: { type: 'string' },
    langs: { type: 'string' },
    zone: { type: 'string' },
    dump: { type: 'string' },
  },
});
const perLanguage = Number(args.positionals[0] ?? 10);
const modes = (args.values.modes ?? 'quiet,busy').split(',');
const langs = args.values.langs?.split(',');
const targets: Record<string, number> = { total: 0.95, date: 0.95, vat: 0.85 };
const pct = (hit: number, n: number) =>
  n === 0 ? '   -  ' : `${((hit / n) * 100).toFixed(1).padStart(5)} %`;
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * q) - 1)] ?? NaN;
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

const { bff, cpuS, read, setZone, close } = await startReaderBff('Bench Wide Receipts');

/** Right fields over fields read, by grouping key ("field vat", "lang pl", "kind incl-vat", "look faded"). */
class Tally {
  readonly counts = new Map<string, [number, number]>();
  readonly misses: string[] = [];
  add(doc: WideDocument, reading: ReceiptReading) {
    for (const f of readingFieldNames) {
      const ok = same(f, reading, doc.truth);
      for (const key of [
        'all',
        `field ${f}`,
        `lang ${doc.language}`,
        `kind ${doc.kind}`,
        `look ${doc.look}`,
      ]) {
        const [hit, n] = this.counts.get(key) ?? [0, 0];
        this.counts.set(key, [hit + (ok ? 1 : 0), n + 1]);
      }
      if (!ok)
        this.misses.push(
          `${doc.id} (${doc.look}) ${f}: ${JSON.stringify(reading[f])} ≠ ${JSON.stringify(doc.truth[f])}`,
        );
    }
  }
  share(key: string) {
    const [hit, n] = this.counts.get(key) ?? [0, 0];
    return n === 0 ? NaN : hit / n;
  }
  line(key: string) {
    const [hit, n] = this.counts.get(key) ?? [0, 0];
    return `${key.padEnd(24)}${pct(hit, n)}  (${hit}/${n})`;
  }
}

const all = wideDocuments(perLanguage);
const chosen = [...all.keys()].filter((i) => !langs || langs.includes(all[i]!.language));
const docs = chosen.map((i) => all[i]!);
// each photo as the whole set takes it (its damage seeded by its place there, the next receipt beside it in a
// two-in-one): a language's photos read alone are the ones it has in the whole set
const photos = await Promise.all(chosen.map((i) => photographWide(all[i]!, all[(i + 1) % all.length]!, i)));
const answers: Record<string, ReceiptReading[]> = {};
const burners: ChildProcess[] = [];
try {
  await new Promise((r) => setTimeout(r, 1500)); // the headless business connects at start
  if (args.values.zone) await setZone(args.values.zone);
  await read('warm-up.jpg', photos[0]!); // the reader thread and its models start: not a photo's cost
  for (const mode of modes) {
    if (mode === 'busy')
      burners.push(...[0, 1].map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' })));
    bff.resetPeak();
    const tally = new Tally();
    const seconds: number[] = [];
    const cpu: number[] = [];
    answers[mode] = [];
    for (const [i, doc] of docs.entries()) {
      const c0 = cpuS();
      const { reading, s } = await read(`${doc.id}.jpg`, photos[i]!);
      cpu.push(cpuS() - c0);
      tally.add(doc, reading);
      seconds.push(s);
      answers[mode]!.push(reading);
      process.stdout.write('.');
    }
    const peakMb = bff.peakKb() / 1024;
    const load = uptime();
    burners.splice(0).forEach((p) => p.kill());
    const [p50, p95, max] = [quantile(seconds, 0.5), quantile(seconds, 0.95), Math.max(...seconds)];
    const zone = args.values.zone ?? 'the desk’s zone';
    console.log(
      `\n== ${mode}: ${docs.length} photos (${perLanguage} per language), business in ${zone}, ${load}`,
    );
    const keys = [...tally.counts.keys()];
    for (const k of ['all', ...keys.filter((k) => k !== 'all')]) console.log(tally.line(k));
    const cpuLine = `BFF CPU s per photo: p50 ${quantile(cpu, 0.5).toFixed(2)}  p95 ${quantile(cpu, 0.95).toFixed(2)}  max ${Math.max(...cpu).toFixed(2)}`;
    console.log(
      `photo s: p50 ${p50.toFixed(2)}  p95 ${p95.toFixed(2)}  max ${max.toFixed(2)}; ${cpuLine}; BFF peak RSS ${peakMb.toFixed(0)} MB`,
    );
    const slow = docs
      .map((d, k) => [d.id, d.look, seconds[k]!, cpu[k]!] as const)
      .sort((a, b) => b[2] - a[2])
      .slice(0, 4);
    console.log(
      `slowest: ${slow.map(([id, look, s, c]) => `${id} (${look}) ${s.toFixed(1)} s, CPU ${c.toFixed(1)} s`).join('; ')}`,
    );
    console.log(`misses (${tally.misses.length}):\n  ${tally.misses.join('\n  ')}`);
    const set = `receipts (wide set, ${mode})`;
    for (const f of readingFieldNames) {
      const share = tally.share(`field ${f}`);
      const target = targets[f] ?? 0.9;
      reportFigure({
        figure: `${set}: ${f} exact`,
        measured: `${(share * 100).toFixed(1)} %`,
        target: `≥ ${target * 100} %`,
        method: `${docs.length} generated photos, 7 languages, 5 layouts, 6 looks; ${load}`,
        met: share >= target,
      });
    }
    reportFigure({
      figure: `${set}: s per photo (p50, p95, max)`,
      measured: `${p50.toFixed(2)}, ${p95.toFixed(2)}, ${max.toFixed(2)} s`,
      target: 'p95 < 3 s, max < 5 s',
      method: `${docs.length} photos, reader thread warm; ${cpuLine}; ${load}`,
      met: p95 < 3 && max < 5,
    });
    reportFigure({
      figure: `${set}: BFF peak memory`,
      measured: `${peakMb.toFixed(0)} MB`,
      target: '< 400 MB',
      method: 'VmHWM of the BFF process, reader thread included',
      met: peakMb < 400,
    });
  }
  if (args.values.dump) {
    const dumped = docs.map((d, i) => ({
      id: d.id,
      kind: d.kind,
      look: d.look,
      truth: d.truth,
      answers: modes.map((m) => answers[m]![i]),
    }));
    writeFileSync(args.values.dump, JSON.stringify(dumped, null, 1));
  }
  if (answers.quiet && answers.busy) {
    const changed = docs
      .filter((_, i) => JSON.stringify(answers.quiet![i]) !== JSON.stringify(answers.busy![i]))
      .map((d) => d.id);
    console.log(
      `answers changed by the load: ${changed.length} of ${docs.length}${changed.length ? ` (${changed.join(', ')})` : ''}`,
    );
    reportFigure({
      figure: 'receipts (wide set): answers changed by two CPU-bound processes',
      measured: `${changed.length} of ${docs.length}`,
      target: '0',
      method: 'the whole answer (fields, words, checks) compared, quiet run against busy run',
      met: changed.length === 0,
    });
  }
} finally {
  burners.forEach((p) => p.kill());
  await close();
}
