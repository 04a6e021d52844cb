/**
 * The engine broker: runs in vitest's main process (test/browser/global-setup.ts) and lends
 * Firefox and WebKit browsers to the test workers. Each browser takes one WebDriver session at a
 * time (Firefox's remote agent, WebKitWebDriver), so a worker leases one, uses it and gives it
 * back; the broker starts a browser only when a worker asks and none is free, and closes them all
 * at the end of the run: no file pays for a start the one before it paid for, and nothing outlives
 * the run. Chromium is not lent here: playwright-core's browser server takes any number of
 * connections.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { command } from './webdriver';

export type LentEngine = 'firefox' | 'webkit';

/** What a worker gets: where to connect, and the session to use (WebKit's, made here). */
export interface Lease {
  id: number;
  engine: LentEngine;
  /** Firefox: the WebDriver BiDi WebSocket; WebKit: the WebDriver's HTTP root. */
  endpoint: string;
  /** WebKit: the WebDriver session the lease holds. */
  session?: string;
  /** The browser's name and version. */
  version: string;
}

interface Instance {
  lease: Lease;
  busy: boolean;
  close: () => Promise<void>;
}

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const XVFB = '/usr/bin/Xvfb';
/**
 * The virtual screen WebKit's windows live in: the viewport sizes a test may ask for fit in it.
 * With no window manager, X gives the keyboard focus to the window under the pointer, which stays
 * at the screen's centre: the adapter centres each window on it (webkit.ts).
 */
export const SCREEN = { width: 1920, height: 1200 };

let nextId = 1;

async function launchFirefox(): Promise<Instance> {
  if (!existsSync(FIREFOX)) throw new Error(`No Firefox at ${FIREFOX}: install Debian's firefox-esr package (npm test does, as root), or set FIREFOX_PATH.`);
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // The launch's own handlers would close the browser under the run's teardown.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    extraPrefsFirefox: {
      // Pages in the page's language the tests set (`?lang=`), the browser's own in English.
      'intl.accept_languages': 'en-US, en',
      'intl.locale.requested': 'en-US',
    },
  });
  const endpoint = browser.wsEndpoint();
  const version = await browser.version();
  const child = browser.process();
  // One session at a time: this one ends so that a worker's can begin.
  await browser.disconnect();
  return {
    lease: { id: nextId++, engine: 'firefox', endpoint, version },
    busy: false,
    // Puppeteer removes the temporary profile when the process exits.
    close: () => stop(child),
  };
}

function stop(child: ChildProcess | null | undefined): Promise<void> {
  if (child?.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      // The launcher's exit handler (profile removal) runs on the same event.
      setImmediate(resolve);
    });
    child.kill('SIGTERM');
  });
}

/** A free TCP port on the loopback (released before the driver binds it). */
function freePort(): Promise<number> {
  const server = createServer();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A virtual X server for one WebKit's window. One each: with no window manager, X gives the
 * keyboard focus to the window under the pointer, and two browsers' windows on one screen (test
 * files in parallel) would take it from each other, leaving a page without focus mid-test.
 */
function startX(): Promise<{ display: string; child: ChildProcess }> {
  if (!existsSync(XVFB)) return Promise.reject(new Error(`No Xvfb at ${XVFB}: install Debian's xvfb package (npm test does, as root).`));
  return new Promise((resolve, reject) => {
    // -displayfd: Xvfb picks a free display number and writes it to that descriptor when ready.
    const child = spawn(XVFB, ['-displayfd', '3', '-screen', '0', `${SCREEN.width}x${SCREEN.height}x24`, '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let number = '';
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      number += chunk.toString();
      if (number.includes('\n')) resolve({ display: `:${number.trim()}`, child });
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${errors.slice(-500)}`)));
    child.once('error', reject);
  });
}

async function launchWebKit(): Promise<Instance> {
  if (!existsSync(WEBKIT_DRIVER))
    throw new Error(`No WebKitWebDriver at ${WEBKIT_DRIVER}: install Debian's webkit2gtk-driver package (npm test does, as root), or set WEBKIT_DRIVER_PATH.`);
  const x = await startX();
  const { display } = x;
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    stdio: 'ignore',
    // LANG: WebKit takes navigator.language from it (else 'C'). No accessibility bus to talk to.
    env: { ...process.env, DISPLAY: display, LANG: 'en_US.UTF-8', NO_AT_BRIDGE: '1' },
  });
  try {
    for (let tries = 0; ; tries++) {
      try {
        await command(endpoint, 'GET', '/status');
        break;
      } catch (error) {
        if (tries > 100 || driver.exitCode !== null) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    // --full-screen: MiniBrowser without its toolbar, so that the window is the viewport (375 px
    // wide too: the toolbar keeps a window wider than that).
    const created = await command<{ sessionId: string; capabilities: { browserVersion?: string } }>(endpoint, 'POST', '/session', {
      capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { args: ['--automation', '--full-screen'] }, unhandledPromptBehavior: 'accept' } },
    });
    const session = created.sessionId;
    return {
      lease: { id: nextId++, engine: 'webkit', endpoint, session, version: `webkitgtk/${created.capabilities.browserVersion ?? '?'}` },
      busy: false,
      close: async () => {
        await command(endpoint, 'DELETE', `/session/${session}`).catch(() => {});
        await stop(driver);
        await stop(x.child);
      },
    };
  } catch (error) {
    await stop(driver);
    await stop(x.child);
    throw error;
  }
}

const LAUNCH: Record<LentEngine, () => Promise<Instance>> = { firefox: launchFirefox, webkit: launchWebKit };

function body(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      try {
        resolve(text ? (JSON.parse(text) as Record<string, unknown>) : {});
      } catch (error) {
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- what JSON.parse threw, as it threw it.
        reject(error);
      }
    });
  });
}

/** Starts the broker: `url` for the workers (test/engines/lease.ts), `close` ends every browser it started. */
export async function startEngineBroker(): Promise<{ url: string; close: () => Promise<void> }> {
  const instances: Instance[] = [];
  const starting = new Set<Promise<unknown>>();
  const server = createServer(async (req, res) => {
    const answer = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    try {
      const { engine, id } = await body(req);
      if (req.url === '/lease' && (engine === 'firefox' || engine === 'webkit')) {
        const free = instances.find((instance) => instance.lease.engine === engine && !instance.busy);
        if (free) {
          free.busy = true;
          return answer(200, free.lease);
        }
        const launching = LAUNCH[engine]();
        starting.add(launching);
        try {
          const instance = await launching;
          instance.busy = true;
          instances.push(instance);
          return answer(200, instance.lease);
        } finally {
          starting.delete(launching);
        }
      }
      if (req.url === '/release') {
        const instance = instances.find((candidate) => candidate.lease.id === id);
        if (instance) instance.busy = false;
        return answer(200, {});
      }
      return answer(404, { error: `no route ${req.url}` });
    } catch (error) {
      return answer(500, { error: error instanceof Error ? error.message : String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await Promise.allSettled([...starting]);
      await Promise.all(instances.splice(0).map((instance) => instance.close()));
    },
  };
}
