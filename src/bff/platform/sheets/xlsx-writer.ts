import type ExcelJS from 'exceljs';
import { PassThrough, type Readable } from 'node:stream';
import type { Locale } from '../../../contract/locales';
import { toCents, toNumber } from '../../../contract/money';
import { sheetWords } from './sheet-words';
import type { Cell, CellKind, Column, Table } from './table';

/**
 * Built-in formats, so the person's own spreadsheet shows them its way: `#,##0.00` with its separators (a decimal
 * comma in lt, de, fr, es), `mm-dd-yy` is Excel's format 14, which Excel and LibreOffice show as the system's short
 * date.
 */
const formats: Partial<Record<CellKind, string>> = { amount: '#,##0.00', date: 'mm-dd-yy' };
const widths: Record<CellKind, number> = { text: 28, code: 22, amount: 14, date: 12, count: 10, percent: 12 };

type Words = ReturnType<typeof sheetWords>;

/**
 * A cell's value typed for the sheet. Text stays a string whatever it looks like (`005`, `=HYPERLINK(…)`): a string
 * cell is never read as a number or run as a formula, so it needs no apostrophe as the CSV does. A date is the
 * Y-m-d as a UTC day, so no time zone can shift it (anything else stays text, never an invalid date).
 */
function valueOf({ key, kind }: Column, v: Cell, words: Words): ExcelJS.CellValue {
  if (v === null || v === '') return null;
  switch (kind) {
    case 'amount':
      return toNumber(toCents(v));
    case 'count':
    case 'percent':
      return Number(v);
    case 'date': {
      const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(v));
      return ymd ? new Date(Date.UTC(Number(ymd[1]), Number(ymd[2]) - 1, Number(ymd[3]))) : String(v);
    }
    case 'code':
      return words.code(String(v), key);
    case 'text':
      return String(v);
  }
}

/** Excel refuses a sheet name over 31 characters or with any of `[]:*?/\`. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

/**
 * Resolves once the reader has taken what was written (true), or has gone away (false). The workbook's zip writes
 * into `out`; when `out` is full the reader is behind, so the next batch waits for it to drain.
 */
const readerTook = (out: PassThrough) =>
  new Promise<boolean>((resolve) => {
    const done = () => {
      out.off('drain', done).off('close', done);
      resolve(!out.destroyed);
    };
    if (out.destroyed || !out.writableNeedDrain) return void setImmediate(done);
    out.on('drain', done).on('close', done);
  });

async function write(
  out: PassThrough,
  started: { table: Table; first: IteratorResult<Cell[][]> }[],
  words: Words,
) {
  // Loaded on the first workbook, not at start: exceljs and its zip and CSV stack are ~400 modules, a third of the
  // desk's start-up time, that most runs of the desk never use.
  const { default: excel } = await import('exceljs');
  const book = new excel.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  for (const { table, first } of started) {
    const kinds = table.columns.map((c) => c.kind);
    const sheet = book.addWorksheet(sheetName(words.sheet(table.name)), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = kinds.map((kind) => ({ width: widths[kind] }));
    const header = sheet.addRow(table.columns.map((c) => words.header(c.key)));
    header.font = { bold: true };
    header.commit();
    for (let batch = first; !batch.done; batch = table.batches.next()) {
      for (const values of batch.value) {
        const row = sheet.addRow(values.map((v, i) => valueOf(table.columns[i]!, v, words)));
        kinds.forEach((kind, i) => {
          const format = formats[kind];
          if (format && values[i] !== null && values[i] !== '') row.getCell(i + 1).numFmt = format;
        });
        row.commit();
      }
      if (!(await readerTook(out))) return;
    }
    sheet.commit();
  }
  await book.commit();
}

/**
 * The tables as one .xlsx workbook, a sheet each, headers and codes in `locale`, written as the reader takes it: a
 * batch of rows is pulled only once the reader has taken the previous ones, so memory stays flat at any size. As
 * csvOf does, the first batch of each table is read before the stream is made: a query that cannot run fails the
 * request with a proper error, not a 200 cut short.
 */
export function xlsxOf(tables: readonly Table[], locale: Locale): Readable {
  const started = tables.map((table) => ({ table, first: table.batches.next() }));
  const out = new PassThrough();
  write(out, started, sheetWords(locale)).catch((e: unknown) =>
    out.destroy(e instanceof Error ? e : new Error(String(e))),
  );
  return out;
}
