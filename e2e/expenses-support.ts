import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { receiptPdf } from '../src/demo/receipts';

/** Shared by the expenses and business specs: files made in code (no binary fixtures) and a real drag-and-drop. */
export type DropFile = { name: string; type: string; bytes: Buffer };

/** The first connected business (the demo one `npm start` seeds). */
export async function firstBusiness(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/businesses');
  const { data } = (await res.json()) as { data: { id: string }[] };
  if (!data[0]) throw new Error('No business is connected: is the demo seeded?');
  return data[0].id;
}

/** A real JPEG, encoded by the browser's own canvas, with some text on it. */
export async function jpegReceipt(page: Page, text: string): Promise<Buffer> {
  const b64 = await page.evaluate((label) => {
    const canvas = document.createElement('canvas');
    canvas.width = 360;
    canvas.height = 480;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#f5f2ea';
    g.fillRect(0, 0, 360, 480);
    g.fillStyle = '#1e293b';
    g.font = '24px sans-serif';
    g.fillText(label, 24, 48);
    for (let y = 90; y < 420; y += 28) g.fillRect(24, y, 120 + ((y * 7) % 180), 6);
    return canvas.toDataURL('image/jpeg', 0.85).split(',')[1]!;
  }, text);
  return Buffer.from(b64, 'base64');
}

export const pdfReceipt = (seller: string, total: string) => receiptPdf(seller, [['Goods', total]], total);

/** Drops files on an element the way a browser does: one DataTransfer carrying them all, dragenter then drop. */
export async function dropFiles(page: Page, target: Locator, files: DropFile[]): Promise<void> {
  const payload = files.map((f) => ({ name: f.name, type: f.type, b64: f.bytes.toString('base64') }));
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], f.name, { type: f.type }));
    }
    return dt;
  }, payload);
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

/** A unique marker so each test finds its own rows in the shared list. */
export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
