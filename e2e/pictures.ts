import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, type Locator, type Page, type PageScreenshotOptions } from '@playwright/test';
import sharp from 'sharp';

/**
 * Pictures of the screens: to look at as a person would (`screens/`, kept out of git; Playwright empties its own
 * output folder on every run) and the README's (`docs/screens/`). Taken when asked — `npm run screens` — not on every
 * `npm test`: a picture asserts nothing, and the suite's ~150 full-page captures were about a tenth of its CPU on two
 * cores. What stands beside a picture (no sideways scroll, the accessibility check) is checked on every run.
 */
export const picturesWanted = process.env.SCREENS === '1';

type PictureOptions = Omit<PageScreenshotOptions, 'path'>;

/** A screen's picture to look at: screens/<name>.png (a name may hold a folder). */
export async function picture(
  target: Page | Locator,
  name: string,
  options: PictureOptions = {},
): Promise<void> {
  if (!picturesWanted) return;
  const path = `screens/${name}.png`;
  mkdirSync(dirname(path), { recursive: true });
  await target.screenshot({ ...options, path });
}

/**
 * The README's picture, docs/screens/<name>.png, rewritten only when the screen looks different. A PNG of the same
 * screen is rarely the same bytes twice (font hinting, a caret, compression), so pixels are compared: same size and at
 * most 0.1 % of the pixels differing by more than a faint shade keeps the file as it is.
 */
export async function docPicture(
  target: Page | Locator,
  name: string,
  options: PictureOptions = {},
): Promise<void> {
  if (!picturesWanted) return;
  const path = `docs/screens/${name}.png`;
  const shot = await target.screenshot(options);
  if (existsSync(path) && (await looksTheSame(readFileSync(path), shot))) return;
  writeFileSync(path, shot);
}

/** A sticky bar would be painted mid-page in a full-page capture: let it sit where it is in the flow. */
export const wholePage: PictureOptions = {
  fullPage: true,
  style: '.sticky { position: static !important; }',
};

/** A page never scrolls sideways, whatever the length of its words. */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal scroll: ${where}`).toBeLessThanOrEqual(0);
}

/**
 * The screen at a desktop's and a phone's width (or those given): it never scrolls sideways, and its picture is taken
 * (whole page unless `fullPage: false`; the README's with `doc`). `ready` waits for what the width changes.
 */
export async function atWidths(
  page: Page,
  name: string,
  o: { ready?: () => Promise<void>; doc?: boolean; fullPage?: boolean; widths?: readonly number[] } = {},
): Promise<void> {
  for (const width of o.widths ?? [1280, 390]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await o.ready?.();
    await expectNoSidewaysScroll(page, `${name} at ${width} px`);
    const options = o.fullPage === false ? {} : wholePage;
    await (o.doc ? docPicture : picture)(page, `${name}-${width}`, options);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
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
