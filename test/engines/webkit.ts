/**
 * WebKit behind the engine interface: WebKitGTK's MiniBrowser through WebKitWebDriver (WebDriver
 * classic), leased from the broker with its session; a lease is one window, so one page. WebDriver
 * classic runs no script before the page's own: the demo server's problem probe
 * (demo/site/probe.mjs, cookie `demo_probe`) records console errors and uncaught exceptions from
 * the head's first line, and the adapter reads them before each navigation it makes. A document
 * the page leaves by itself (a link, a form) takes its records with it.
 */
import { BasePage } from './base-page';
import { SCREEN, type Lease } from './broker';
import { clearStorage } from './in-page';
import type { Viewport } from './types';
import { WEBDRIVER_KEYS, WebDriverError, WebDriverSession } from './webdriver';

const PROBE_COOKIE = 'demo_probe';
/** A page of the demo server's origin to set cookies and empty storage from (its 404 answer). */
const BLANK = '/__engines/blank';

const key = (name: string) => WEBDRIVER_KEYS[name] ?? name;

/**
 * A window of the viewport's size centred on the screen: under the pointer, which X's focus
 * follows with no window manager (a window at the screen's corner narrower than half of it, a
 * phone's, lost the focus, and its page with it).
 */
const centred = (viewport: Viewport) => ({
  ...viewport,
  x: Math.max(0, Math.round((SCREEN.width - viewport.width) / 2)),
  y: Math.max(0, Math.round((SCREEN.height - viewport.height) / 2)),
});

export class WebKitPage extends BasePage {
  readonly engine = 'webkit';
  private readonly session: WebDriverSession;
  /** Problems of the documents this page has left since the last `open`. */
  private earlier: string[] = [];
  private viewport: Viewport | undefined;

  constructor(
    baseUrl: string,
    readonly lease: Lease,
  ) {
    super(baseUrl);
    this.session = new WebDriverSession(lease.endpoint, lease.session ?? '');
  }

  protected async run(expression: string) {
    // An async script: the last argument is the callback; the answer carries a thrown error apart.
    // JSON has no undefined: the answer says it apart from null.
    const answer = await this.session.executeAsync<{ value?: unknown; undefined?: true; error?: string }>(
      `const done = arguments[arguments.length - 1];
       Promise.resolve().then(() => (${expression})).then(
         (value) => done(value === undefined ? { undefined: true } : { value }),
         (error) => done({ error: String((error && error.stack) || error) }));`,
    );
    if (answer.error !== undefined) throw new Error(`webkit: evaluation failed: ${answer.error}`);
    return answer.undefined ? undefined : answer.value;
  }

  protected keys(modifiers: string[], name: string) {
    const down = (value: string) => ({ type: 'keyDown', value });
    const up = (value: string) => ({ type: 'keyUp', value });
    const held = modifiers.map(key);
    return this.session.perform([
      { type: 'key', id: 'keyboard', actions: [...held.map(down), down(key(name)), up(key(name)), ...[...held].reverse().map(up)] },
    ]);
  }

  protected typeText(text: string) {
    return this.session.perform([
      {
        type: 'key',
        id: 'keyboard',
        actions: [...text].flatMap((c) => [
          { type: 'keyDown', value: c },
          { type: 'keyUp', value: c },
        ]),
      },
    ]);
  }

  protected mouseClick(x: number, y: number) {
    return this.session.perform([
      {
        type: 'pointer',
        id: 'mouse',
        parameters: { pointerType: 'mouse' },
        actions: [
          { type: 'pointerMove', origin: 'viewport', x: Math.round(x), y: Math.round(y), duration: 0 },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ],
      },
    ]);
  }

  /** The probe's records in the current document (none where the probe is not: another origin, a blank page). */
  private async recorded(): Promise<string[]> {
    try {
      return (await this.session.executeSync<string[] | null>('return window.__demoProblems || [];')) ?? [];
    } catch {
      return [];
    }
  }

  /** Runs a command; a prompt in the way (a beforeunload) is accepted and the command sent again. */
  private async past<T>(send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof WebDriverError) || error.error !== 'unexpected alert open') throw error;
      await this.session.acceptAlert().catch(() => {});
      return send();
    }
  }

  protected async load(url: string, cookies: Record<string, string>, viewport: Viewport) {
    const current = await this.session.url().catch(() => '');
    if (!current.startsWith(this.baseUrl)) await this.past(() => this.session.navigate(new URL(BLANK, this.baseUrl).href));
    await this.session.executeSync(`(${clearStorage.toString()})();`);
    await this.session.deleteCookies();
    for (const [name, value] of Object.entries(cookies)) await this.session.addCookie({ name, value, path: '/' });
    // Out of the page's sight (HttpOnly): the page's cookies are the test's.
    await this.session.addCookie({ name: PROBE_COOKIE, value: '1', path: '/', httpOnly: true });
    await this.setViewport(viewport);
    // The page's window made the active one, as the window a visitor types in is: a newer window
    // of the browser (`leaveWindow`) takes the system focus, and in an inactive one `:focus`
    // matches nothing. WebKitGTK's driver activates a window it restores, not one it switches to.
    if (!(await this.session.executeSync<boolean>('return document.hasFocus();'))) {
      await this.session.send('POST', '/window/minimize', {});
      await this.session.setWindowRect(centred(viewport));
    }
    this.earlier = [];
    await this.past(() => this.session.navigate(url));
  }

  protected async reloadPage() {
    this.earlier.push(...(await this.recorded()));
    await this.past(() => this.session.refresh());
  }

  url() {
    return this.session.url();
  }

  /**
   * Makes this page's window one that is not active, as a window a visitor left for another is:
   * a second window of the same browser, on top under the pointer, takes the system focus, and
   * the page's commands go on to this one. Resolves to what closes that second window.
   */
  async leaveWindow(): Promise<() => Promise<void>> {
    const own = await this.session.send<string>('GET', '/window');
    const { handle } = await this.session.send<{ handle: string }>('POST', '/window/new', { type: 'window' });
    await this.session.send('POST', '/window', { handle });
    await this.session.setWindowRect(centred(this.viewport ?? SCREEN));
    await this.session.send('POST', '/window', { handle: own });
    return async () => {
      await this.session.send('POST', '/window', { handle });
      await this.session.send('DELETE', '/window');
      await this.session.send('POST', '/window', { handle: own });
    };
  }

  async setViewport(viewport: Viewport) {
    // Full screen without a toolbar: the window is the viewport.
    if (this.viewport?.width === viewport.width && this.viewport.height === viewport.height) return;
    await this.session.setWindowRect(centred(viewport));
    this.viewport = viewport;
  }

  async cookies() {
    return Object.fromEntries((await this.session.cookies()).filter(({ name }) => name !== PROBE_COOKIE).map(({ name, value }) => [name, value]));
  }

  async problems() {
    return [...this.earlier, ...(await this.recorded())];
  }

  async screenshot() {
    return Buffer.from(await this.session.screenshot(), 'base64');
  }
}
