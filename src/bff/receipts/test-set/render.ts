import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { rng, type TestDocument } from './documents';

const require = createRequire(import.meta.url);
const font = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`);
GlobalFonts.registerFromPath(font('DejaVuSansMono'), 'TestMono');
GlobalFonts.registerFromPath(font('DejaVuSans'), 'TestSans');

/** A clean scan of the document: a narrow till roll in a mono font, or an A4 page. */
export async function renderClean(doc: TestDocument): Promise<Buffer> {
  const receipt = doc.layout === 'receipt';
  const size = receipt ? 22 : 24;
  const lineH = Math.round(size * 1.45);
  const width = receipt ? 560 : 1240;
  const left = receipt ? 24 : 100;
  const scales = doc.lines.map((_, i) => doc.sizes?.[i] ?? (i === 0 && !receipt ? 1.5 : 1));
  // the clean set's lines are evenly spaced whatever their size; a large line of the hard set takes its room
  const advance = scales.map((k) => (doc.sizes ? Math.max(1, k) : 1) * lineH);
  const height = Math.max(receipt ? 0 : 1754, 80 + advance.reduce((s, a) => s + a, 0));
  const c = createCanvas(width, height);
  const g = c.getContext('2d');
  g.fillStyle = '#fbfaf6';
  g.fillRect(0, 0, width, height);
  g.fillStyle = '#1a1a1a';
  let y = 60 - lineH;
  doc.lines.forEach((line, i) => {
    const k = scales[i] as number;
    const bold = doc.sizes ? k > 1 : i < (receipt ? 2 : 1);
    const font = (px: number) => `${bold ? 'bold ' : ''}${px}px ${receipt ? 'TestMono' : 'TestSans'}`;
    g.font = font(size * k);
    // a banner wider than the paper is printed narrower, as a till's logo is
    const fit = Math.min(1, (width - 2 * left) / Math.max(1, g.measureText(line).width));
    if (fit < 1) g.font = font(Math.floor(size * k * fit));
    y += advance[i] as number;
    g.fillText(line, left, y);
  });
  return c.encode('png');
}

export interface PhotoLook {
  rotate: number;
  blur: number;
  /** 0..1: a light falling off across the paper */
  shade: number;
  /** thermal paper: grey, low-contrast ink */
  faded: boolean;
  /** the long side of the phone photo in pixels */
  long: number;
}

export function photoLook(seed: number): PhotoLook {
  const r = rng(seed);
  return { rotate: (r.next() - 0.5) * 6, blur: 0.4 + r.next() * 0.9, shade: r.next() * 0.5, faded: r.next() < 0.35, long: 1800 + r.int(0, 1200) };
}

/** The clean render as a phone photo: on a table, turned, blurred, lit unevenly, faded thermal ink, JPEG. */
export async function photograph(png: Buffer, look: PhotoLook): Promise<Buffer> {
  let img = sharp(png);
  if (look.faded) img = img.linear(0.55, 255 * 0.45); // ink toward paper: a faded thermal roll
  const turned = await img
    .extend({ top: 60, bottom: 60, left: 60, right: 60, background: '#7a6a58' }) // the table around the paper
    .rotate(look.rotate, { background: '#7a6a58' })
    .blur(look.blur)
    .png()
    .toBuffer({ resolveWithObject: true });
  const scale = look.long / Math.max(turned.info.width, turned.info.height);
  const tw = Math.round(turned.info.width * scale);
  const th = Math.round(turned.info.height * scale);
  const light = Buffer.from(
    `<svg width="${tw}" height="${th}"><defs><linearGradient id="l" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${look.shade}"/>` +
      `</linearGradient></defs><rect width="100%" height="100%" fill="url(#l)"/></svg>`,
  );
  // sharp resizes before it composites: resize first, then lay the light over the photo's own size
  const sized = await sharp(turned.data).resize({ width: tw, height: th }).png().toBuffer();
  return sharp(sized).composite([{ input: light, blend: 'multiply' }]).jpeg({ quality: 82 }).toBuffer();
}

async function pdfOf(draw: (pdf: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { CreationDate: new Date(0) } });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => pdf.on('end', resolve));
  draw(pdf);
  pdf.end();
  await done;
  return Buffer.concat(chunks);
}

/** The document as a PDF with a text layer (as accounting software sends invoices). */
export const textPdf = (doc: TestDocument) =>
  pdfOf((pdf) => {
    pdf.font(font(doc.layout === 'receipt' ? 'DejaVuSansMono' : 'DejaVuSans')).fontSize(10);
    for (const line of doc.lines) pdf.text(line === '' ? ' ' : line);
  });

/** The document scanned: one page holding only an image, no text layer. */
export const scannedPdf = (png: Buffer) =>
  pdfOf((pdf) => {
    pdf.image(png, 50, 50, { fit: [495, 740] });
  });
