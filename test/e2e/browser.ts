/**
 * Chromium for the e2e tests: PUPPETEER_EXECUTABLE_PATH, else Debian's /usr/bin/chromium, with a
 * fresh profile. puppeteer downloads no browser of its own (skipDownload in .puppeteerrc.cjs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  const candidates = [process.env.PUPPETEER_EXECUTABLE_PATH, '/usr/bin/chromium'];
  const found = candidates.find((candidate): candidate is string => !!candidate && fs.existsSync(candidate));
  if (!found) throw new Error('No Chromium found: set PUPPETEER_EXECUTABLE_PATH or install Debian\'s chromium package');
  return found;
}

export async function launchBrowser(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'orchestra-chromium-'));
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), args: [...FLAGS, `--user-data-dir=${profile}`] });
  return {
    browser,
    async close() {
      await browser.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
