// Tests use four Debian packages: Chromium's headless shell for the e2e suite and the full Chromium for its installed-app
// check and the benches (a Playwright browser download cannot work here), poppler-utils (pdftotext, pdfinfo, pdffonts) to read rendered PDFs back, and unzip to open month packs. Install the missing ones, as root.
// Usage: node scripts/ensure-debian-packages.mjs chromium chromium-headless-shell poppler-utils unzip
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const onPath = (command) => {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
// Playwright launches these browsers at these exact paths; the PDF tests run poppler's tools from the PATH.
const present = {
  chromium: () => existsSync('/usr/bin/chromium'),
  'chromium-headless-shell': () => existsSync('/usr/bin/chromium-headless-shell'),
  'poppler-utils': () => onPath('pdftotext'),
  unzip: () => onPath('unzip'),
};

const missing = process.argv.slice(2).filter((pkg) => {
  const check = present[pkg];
  if (!check) throw new Error(`unknown package ${pkg}: known are ${Object.keys(present).join(', ')}`);
  return !check();
});
if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing Debian packages: install them (apt-get install -y ${missing.join(' ')}) and run again.`,
    );
    process.exit(1);
  }
  console.log(`Installing the missing Debian packages: ${missing.join(' ')}…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
    {
      stdio: 'inherit',
    },
  );
}
