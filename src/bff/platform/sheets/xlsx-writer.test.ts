import ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { invoiceTypes, paymentStatuses } from '../../../contract/enums';
import { locales } from '../../../contract/locales';
import { statementColumns } from '../../features/books/statement-table';
import { vatReportColumns } from '../../features/books/vat-report';
import { readXlsx, sheetRows } from '../../testing/xlsx';
import { expenseColumns, invoiceColumns } from '../../features/exports/list-tables';
import { sheetWords } from './sheet-words';
import { type Cell, type Column, columnsOf, type Table } from './table';
import { xlsxOf } from './xlsx-writer';

const bytes = async (s: Readable) => Buffer.concat((await s.toArray()) as Buffer[]);
const tableOf = (name: string, columns: readonly Column[], rows: Cell[][]): Table => ({
  name,
  columns,
  batches: [rows][Symbol.iterator](),
});
// a column of each kind: text, code, amount, date, count, percent
const every = columnsOf('number', 'status', 'total', 'invoice_date', 'invoices', 'vat_percentage');

describe('the spreadsheet writer', () => {
  it('types every cell: amounts and counts as numbers, dates as UTC days, text as text even when it looks like a formula', async () => {
    const rows: Cell[][] = [
      ['005', 'not_paid', 1234.005, '2026-03-02', 3, 21],
      ['=HYPERLINK("http://x","y")', 'credit_vat_invoice', '-12.5', '2026-12-31', null, 9.5],
      ['0012', 'EUR', null, 'someday', '', null],
    ];
    const book = await readXlsx(await bytes(xlsxOf([tableOf('invoices', every, rows)], 'lt')));
    const sheet = book.worksheets[0]!;
    expect(sheetRows(sheet)).toEqual([
      ['Numeris', 'Būsena', 'Iš viso', 'Išrašymo data', 'Sąskaitos', 'PVM tarifas, %'],
      ['005', 'Neapmokėta', 1234.01, new Date('2026-03-02T00:00:00Z'), 3, 21],
      [
        '=HYPERLINK("http://x","y")',
        'Kreditinė PVM sąskaita faktūra',
        -12.5,
        new Date('2026-12-31T00:00:00Z'),
        null,
        9.5,
      ],
      ['0012', 'EUR', null, 'someday', null, null],
    ]);
    const [a2, b2, c2, d2, e2] = ['A2', 'B2', 'C2', 'D2', 'E2'].map((a) => sheet.getCell(a));
    expect([a2!.type, b2!.type, c2!.type, d2!.type, e2!.type]).toEqual([
      ExcelJS.ValueType.String,
      ExcelJS.ValueType.String,
      ExcelJS.ValueType.Number,
      ExcelJS.ValueType.Date,
      ExcelJS.ValueType.Number,
    ]);
    expect(sheet.getCell('A3').type).toBe(ExcelJS.ValueType.String); // not ValueType.Formula: never run
    expect([c2!.numFmt, d2!.numFmt]).toEqual(['#,##0.00', 'mm-dd-yy']);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.name).toBe('Sąskaitos');
  });

  it('writes one sheet per table, named and headed in the person’s language', async () => {
    const book = await readXlsx(
      await bytes(
        xlsxOf([tableOf('invoices', invoiceColumns, []), tableOf('expenses', expenseColumns, [])], 'de'),
      ),
    );
    expect(book.worksheets.map((s) => s.name)).toEqual(['Rechnungen', 'Ausgaben']);
    expect(sheetRows(book.worksheets[1]!)).toEqual([
      ['Datum', 'Verkäufer', 'Währung', 'Gesamtbetrag', 'USt.', 'Belegnummer'],
    ]);
    expect(sheetRows(book.worksheets[0]!)[0]!.slice(0, 4)).toEqual([
      'Serie',
      'Nummer',
      'Rechnungsdatum',
      'Fällig am',
    ]);
  });

  it('has a header for every export’s column and a word for every status and invoice type, in all five languages', () => {
    const keys = [...invoiceColumns, ...expenseColumns, ...vatReportColumns, ...statementColumns].map(
      (c) => c.key,
    );
    const rows = [
      'sales',
      'sales_without_vat',
      'total',
      'opening_balance',
      'document',
      'invoiced',
      'closing_balance',
    ];
    const codes = [...paymentStatuses, 'overdue', ...invoiceTypes, ...rows];
    for (const locale of locales) {
      const w = sheetWords(locale);
      for (const key of keys) expect(w.header(key), `${locale} ${key}`).not.toBe(key);
      for (const code of codes) expect(w.code(code), `${locale} ${code}`).not.toBe(code);
      for (const name of ['invoices', 'expenses', 'vat-report', 'statement'])
        expect(w.sheet(name), `${locale} ${name}`).not.toBe(name);
      // The statement's `paid` row is the sum paid in the period, not an invoice's status.
      expect(w.code('paid', 'row')).not.toBe(w.code('paid', 'status'));
      // A value without a word stays itself, whatever its name: no prototype member answers for it.
      for (const value of ['EUR', '2026-Q4', 'constructor', '__proto__']) expect(w.code(value)).toBe(value);
    }
  });

  it('fails at once, before any byte, when the first batch cannot be read', () => {
    const broken: Table = {
      name: 'invoices',
      columns: every,
      batches: {
        next: () => {
          throw new Error('no such column');
        },
      },
    };
    expect(() => xlsxOf([broken], 'en')).toThrow('no such column');
  });
});

describe('the spreadsheet writer’s memory', () => {
  const batchCount = 50; // 10,000 rows
  const counted = () => {
    const pulled = { count: 0 };
    const batches = function* (): Generator<Cell[][]> {
      for (let b = 0; b < batchCount; b++) {
        pulled.count += 1;
        yield Array.from({ length: 200 }, (_, i) => [`${b}-${i}`, 'paid', 100 + i, '2026-03-02', i, 21]);
      }
    };
    return { pulled, table: { name: 'invoices', columns: every, batches: batches() } };
  };
  /** Waits until the writer stops pulling (no new batch for 300 ms), at most 20 s. */
  const settled = async (pulled: { count: number }) => {
    for (let last = -1, since = Date.now(), t0 = Date.now(); Date.now() - t0 < 20_000;) {
      await new Promise((r) => setTimeout(r, 50));
      if (pulled.count !== last) [last, since] = [pulled.count, Date.now()];
      else if (Date.now() - since >= 300) return;
    }
  };

  it('pulls the next batch only as the reader takes the sheet, so a stalled reader holds a few batches, not 10,000 rows', async () => {
    const { pulled, table } = counted();
    const stream = xlsxOf([table], 'en');
    await settled(pulled);
    expect(pulled.count).toBeLessThan(batchCount / 3);
    const book = await readXlsx(await bytes(stream));
    expect(pulled.count).toBe(batchCount);
    expect(book.worksheets[0]!.rowCount).toBe(batchCount * 200 + 1);
    expect(book.worksheets[0]!.getCell('A10001').value).toBe('49-199');
  }, 60_000);

  it('stops pulling when the reader goes away', async () => {
    const { pulled, table } = counted();
    const stream = xlsxOf([table], 'en');
    await settled(pulled);
    const before = pulled.count;
    stream.destroy();
    await new Promise((r) => setTimeout(r, 300));
    expect(pulled.count).toBe(before);
    expect(before).toBeLessThan(batchCount);
  }, 60_000);
});
