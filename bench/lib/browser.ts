import { chromium } from '@playwright/test';

/** The Debian Chromium with the same headless flags as playwright.config.ts (and the Lighthouse bench). */
export const chromiumPath = '/usr/bin/chromium';
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launchChromium = () => chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
