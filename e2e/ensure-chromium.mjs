// The e2e suite drives Debian's Chromium (a Playwright browser download cannot work here). Install it when missing.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const chromium = '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(`${chromium} is missing: install Debian's chromium (apt-get install -y chromium) and run again.`);
    process.exit(1);
  }
  console.log(`${chromium} is missing: installing Debian's chromium…`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
}
