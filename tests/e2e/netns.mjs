// Peer-to-peer tests run with no network but loopback: a test file calls
// insideLoopbackNamespace(import.meta.url) first. Outside a namespace it
// registers one test that runs the file again inside a network namespace of
// its own (`unshare --net`, loopback brought up, nothing else there), the
// test's server and Chromium with it, and fails if that run fails; it
// returns false, and the file registers nothing else. Inside, it returns
// true and the file's own tests run. No STUN or TURN server is given, so no
// packet can leave the machine.
//
// Chromium flags for WebRTC there (PEER_CHROMIUM_ARGS): it gathers the
// loopback address only with --allow-loopback-in-peer-connection, hides
// local addresses behind mDNS names unless told not to, and offers more
// than the default route's address (which a namespace without a network
// lacks) only to a page with media access: a test page opens a fake
// microphone first (openFakeMicrophone).
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './browser.mjs';
import { serve } from '../../scripts/serve.mjs';

export const PEER_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--allow-loopback-in-peer-connection',
  '--disable-features=WebRtcHideLocalIpsWithMdns', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

/** Whether this process runs inside the loopback-only namespace (else the file's one test runs it there). */
export function insideLoopbackNamespace(fileUrl) {
  if (process.env.FERROCHESS_NETNS) {
    test('the namespace has loopback alone', () => {
      assert.deepEqual(Object.keys(networkInterfaces()), ['lo']);
    });
    return true;
  }
  const file = fileURLToPath(fileUrl);
  test('the peer-to-peer tests, in a network namespace with only loopback up', () => {
    const command = `ip link set lo up && FERROCHESS_NETNS=1 exec "${process.execPath}" --test --test-timeout=600000 --test-reporter=tap "${file}"`;
    // A test runner of its own in there (not a child reporting to this one).
    const env = { ...process.env };
    delete env.NODE_TEST_CONTEXT;
    const run = spawnSync('unshare', ['--net', 'sh', '-c', command], { encoding: 'utf8', timeout: 600_000, env });
    for (const line of `${run.stdout}`.split('\n').filter((text) => /^# [a-z\\#]|^not ok|^ok/.test(text))) console.log(`# (netns) ${line.replace(/^# /, '')}`);
    assert.equal(run.status, 0, `inside the namespace:\n${run.stdout}\n${run.stderr}`);
  });
  return false;
}

/** Opens a fake microphone in `page`, so that Chromium offers its loopback address to WebRTC there. */
export async function openFakeMicrophone(page) {
  await page.evaluate(async () => {
    window.fakeMicrophone = await navigator.mediaDevices.getUserMedia({ audio: true });
  });
}

/**
 * The site served (scripts/serve.mjs, site/) and Chromium with the peer
 * flags, for a file's tests inside the namespace: started before them,
 * closed after. Returns `{ url, browser }`, filled once they start.
 */
export function siteForPeers() {
  const site = { url: null, browser: null };
  let server;
  test.before(async () => {
    ({ server, url: site.url } = await serve({ port: 0 }));
    site.browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: PEER_CHROMIUM_ARGS });
  });
  test.after(async () => {
    await site.browser?.close();
    server?.close();
  });
  return site;
}
