import { afterAll, beforeAll, describe } from 'vitest';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CANDIDATES = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The Chromium binary, or undefined. */
export function chromiumPath(): string | undefined {
  return CANDIDATES.find((path): path is string => Boolean(path) && existsSync(path as string));
}

/**
 * Whether browser tests run here. Without Chromium they are skipped and say why,
 * unless KITSMITH_REQUIRE_BROWSER=1 (CI), which makes the missing browser a failure.
 */
export function browserAvailability(): { run: boolean; reason: string } {
  if (chromiumPath()) return { run: true, reason: '' };
  if (process.env.KITSMITH_REQUIRE_BROWSER === '1') {
    throw new Error('KITSMITH_REQUIRE_BROWSER=1 but no Chromium found: apt-get install -y chromium, or set CHROME_PATH');
  }
  return { run: false, reason: 'no Chromium (install it with apt-get install -y chromium, or set CHROME_PATH)' };
}

export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No Chromium');
  return chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * A describe block with one Chromium for its tests. Where there is no Chromium
 * it is skipped and its title says why (or it fails, under KITSMITH_REQUIRE_BROWSER=1).
 */
export function describeInBrowser(title: string, body: (browser: () => Browser) => void): void {
  const availability = browserAvailability();
  describe.skipIf(!availability.run)(availability.run ? title : `${title} (skipped: ${availability.reason})`, () => {
    let chromium: Browser | undefined;
    beforeAll(async () => {
      chromium = await launchChromium();
    }, 120_000);
    afterAll(async () => {
      await chromium?.close();
    });
    body(() => {
      if (!chromium) throw new Error('Chromium did not start');
      return chromium;
    });
  });
}
