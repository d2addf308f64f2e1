import ExcelJS from 'exceljs';

/** A downloaded .xlsx read back with exceljs (the tests look at the cells' types, values and formats). */
export async function readXlsx(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

/** A sheet's rows as its cells' values (`null` for an empty cell), from A1, as wide as the sheet. */
export function sheetRows(sheet: ExcelJS.Worksheet): ExcelJS.CellValue[][] {
  const rows: ExcelJS.CellValue[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    rows.push(Array.from({ length: sheet.columnCount }, (_, c) => row.getCell(c + 1).value ?? null));
  }
  return rows;
}
