// Debian's Chromium, headless, as root, with no network chatter of its own.
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** Launches headless Chromium (a fresh profile each time). */
export function launchChromium() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}
