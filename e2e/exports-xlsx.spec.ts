import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readXlsx, sheetRows } from '../src/bff/testing/xlsx';
import { demoBusiness } from './invoices-helpers';

type Page<T> = { data: T[]; meta: { last_page: number } };
type Row = { series: string; invoice_number: string; invoice_type: string; total_incl_vat: number };

test('Export Excel downloads the invoice list as a workbook a Lithuanian spreadsheet opens as it is', async ({
  page,
  request,
  context,
}) => {
  const business = await demoBusiness(request);
  const invoices: Row[] = [];
  for (let p = 1; ; p++) {
    const res = (await (
      await request.get(`/api/b/${business}/invoices?page=${p}&refresh=1`)
    ).json()) as Page<Row>;
    invoices.push(...res.data);
    if (p >= res.meta.last_page) break;
  }
  // The language the person chose in the app (its cookie): the workbook speaks it too.
  await context.addCookies([{ name: 'desk_language', value: 'lt', url: test.info().project.use.baseURL! }]);
  await page.goto(`/b/${business}/invoices`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Eksportuoti Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('invoices.xlsx');
  const book = await readXlsx(readFileSync((await download.path())!));
  const sheet = book.worksheets[0]!;
  expect(sheet.name).toBe('Sąskaitos');
  const rows = sheetRows(sheet);
  expect(rows[0]!.slice(0, 3)).toEqual(['Serija', 'Numeris', 'Išrašymo data']);
  expect(rows.length - 1).toBe(invoices.length);
  // Numbers stay text (`001`), amounts are numbers, dates are dates, invoice types in Lithuanian.
  const credit = invoices.find((i) => i.invoice_type === 'credit_vat_invoice')!;
  const row = rows.find((r) => r[0] === credit.series && r[1] === credit.invoice_number)!;
  expect(row[12]).toBe('Kreditinė PVM sąskaita faktūra');
  expect(row[10]).toBe(credit.total_incl_vat);
  const at = rows.indexOf(row) + 1;
  expect(sheet.getCell(at, 2).type).toBe(ExcelJS.ValueType.String);
  expect(sheet.getCell(at, 3).type).toBe(ExcelJS.ValueType.Date);
  expect(sheet.getCell(at, 11).type).toBe(ExcelJS.ValueType.Number);
});
