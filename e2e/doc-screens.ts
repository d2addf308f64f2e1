import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Locator, Page, PageScreenshotOptions } from '@playwright/test';
import sharp from 'sharp';

/**
 * The README's pictures (docs/screens/), rewritten only when the screen looks different. A PNG of the same screen is
 * rarely the same bytes twice (font hinting, a caret, compression), so every run used to rewrite every picture and the
 * commits filled with pictures nobody changed. Pixels are compared instead: same size and at most 0.1 % of the pixels
 * differing by more than a faint shade keeps the file as it is.
 */
export async function saveDocScreen(
  target: Page | Locator,
  name: string,
  options: Omit<PageScreenshotOptions, 'path'> = {},
): Promise<void> {
  const path = `docs/screens/${name}.png`;
  const shot = await target.screenshot(options);
  if (existsSync(path) && (await looksTheSame(readFileSync(path), shot))) return;
  writeFileSync(path, shot);
}

const faintShade = 24; // of 255 on any channel: anti-aliasing noise, not a changed word
const tolerated = 0.001;

async function looksTheSame(before: Buffer, after: Buffer): Promise<boolean> {
  const [a, b] = await Promise.all([pixels(before), pixels(after)]);
  if (a.width !== b.width || a.height !== b.height) return false;
  let differing = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    for (let c = 0; c < 4; c++) {
      if (Math.abs(a.data[i + c]! - b.data[i + c]!) > faintShade) {
        differing++;
        break;
      }
    }
  }
  return differing <= tolerated * a.width * a.height;
}

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
