// Tests use two Debian packages: Chromium for the e2e suite (a Playwright browser download cannot work here) and
// poppler-utils (pdftotext, pdfinfo, pdffonts) to read rendered PDFs back. Install the missing ones, as root.
// Usage: node scripts/ensure-debian-packages.mjs chromium poppler-utils
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const binaryOf = { chromium: '/usr/bin/chromium', 'poppler-utils': '/usr/bin/pdftotext' };

const missing = process.argv.slice(2).filter((pkg) => {
  const binary = binaryOf[pkg];
  if (!binary) throw new Error(`unknown package ${pkg}: known are ${Object.keys(binaryOf).join(', ')}`);
  return !existsSync(binary);
});
if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(`Missing Debian packages: install them (apt-get install -y ${missing.join(' ')}) and run again.`);
    process.exit(1);
  }
  console.log(`Installing the missing Debian packages: ${missing.join(' ')}…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, {
    stdio: 'inherit',
  });
}
