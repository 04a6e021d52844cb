import { existsSync, statfsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * Whether /dev/shm is too small for Chromium's shared memory (a container's 64 MB): then it uses
 * files in /tmp instead, which on a disk cost writes the memory of a large /dev/shm does not.
 */
function smallSharedMemory(): boolean {
  try {
    const { bsize, blocks } = statfsSync('/dev/shm');
    return bsize * blocks < 1024 ** 3;
  } catch {
    return true;
  }
}

/** The flags this machine's Chromium needs: headless, no sandbox (root), no outside traffic. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  ...(smallSharedMemory() ? ['--disable-dev-shm-usage'] : []),
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's Chromium: the browser the benchmarks measure, and the tests' fallback. */
export const CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's build of the same Chromium as a headless shell (package chromium-headless-shell): the
 * same Blink and V8 without the browser's own windows and UI, on which the full browser spends
 * about as much CPU again for each navigation (docs/development.md, "Tests").
 */
export const CHROMIUM_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium to launch: CHROMIUM_PATH when set; otherwise, for the tests (`shell`), the headless
 * shell where it is installed, else the full browser; for the benchmarks, the full browser where it
 * is installed, else the headless shell (what `npm test` installs).
 */
export function chromiumPath({ shell = false }: { shell?: boolean } = {}): string {
  const preferred = shell ? [CHROMIUM_SHELL, CHROMIUM] : [CHROMIUM, CHROMIUM_SHELL];
  const path = process.env.CHROMIUM_PATH ?? preferred.find((candidate) => existsSync(candidate)) ?? preferred[0]!;
  if (!existsSync(path)) throw new Error(`No Chromium at ${path}: install Debian's chromium-headless-shell or chromium package (or set CHROMIUM_PATH).`);
  return path;
}

let launched: Promise<Browser> | undefined;

/**
 * The test worker's Chromium: launched at its first use and left to end with the worker's process
 * (its pipe closes with it). A browser in the worker's own process is driven without a hop: one
 * shared browser behind a server in vitest's process had each protocol message serialised and
 * relayed through that process, an eighth of the browser tests' CPU.
 */
export function workerChromium(): Promise<Browser> {
  launched ??= chromium.launch({ executablePath: chromiumPath({ shell: true }), args: CHROMIUM_ARGS });
  return launched;
}
