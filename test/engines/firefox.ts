/**
 * Firefox behind the engine interface: Debian's firefox-esr over WebDriver BiDi, through
 * puppeteer-core, leased from the broker (one BiDi session a browser: the worker holds it while it
 * has pages). A page is a window of its own user context (its own cookies and storage): a window,
 * not a tab, so that it is never a background tab whose timers and frames Firefox slows.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { BasePage } from './base-page';
import type { Lease } from './broker';
import { clearStorage } from './in-page';
import type { Viewport } from './types';

/** Puppeteer's key names where they differ from KeyboardEvent.key's. */
const KEY_NAMES: Record<string, string> = { Space: ' ' };

export async function connectFirefox(lease: Lease): Promise<Browser> {
  const { default: puppeteer } = await import('puppeteer-core');
  return puppeteer.connect({ browserWSEndpoint: lease.endpoint, protocol: 'webDriverBiDi', defaultViewport: null });
}

export class FirefoxPage extends BasePage {
  readonly engine = 'firefox';
  private found: string[] = [];

  private constructor(
    baseUrl: string,
    readonly context: BrowserContext,
    readonly page: Page,
  ) {
    super(baseUrl);
    page.on('console', (message) => {
      const type = message.type();
      if (type === 'error' || type === 'warn') this.found.push(`${type === 'warn' ? 'warning' : 'error'}: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.found.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`));
    // A beforeunload prompt (the language quiz's) is answered Leave; any other dialog dismissed.
    page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()).catch(() => {}));
  }

  static async create(browser: Browser, baseUrl: string): Promise<FirefoxPage> {
    const context = await browser.createBrowserContext();
    const page = await context.newPage({ type: 'window' });
    return new FirefoxPage(baseUrl, context, page);
  }

  get closed() {
    return this.page.isClosed();
  }

  async close() {
    await this.context.close().catch(() => {});
  }

  protected run(expression: string) {
    return this.page.evaluate(expression);
  }

  protected async keys(modifiers: string[], key: string) {
    const keyboard = this.page.keyboard;
    for (const modifier of modifiers) await keyboard.down(modifier as 'Shift');
    await keyboard.press((KEY_NAMES[key] ?? key) as 'Tab');
    for (const modifier of modifiers.reverse()) await keyboard.up(modifier as 'Shift');
  }

  protected typeText(text: string) {
    return this.page.keyboard.type(text);
  }

  protected mouseClick(x: number, y: number) {
    return this.page.mouse.click(x, y);
  }

  protected async load(url: string, cookies: Record<string, string>, viewport: Viewport) {
    if (this.page.url() !== 'about:blank') {
      await this.page.evaluate(clearStorage).catch(() => {});
      await this.page.goto('about:blank');
    }
    const old = await this.context.cookies();
    if (old.length) await this.context.deleteCookie(...old);
    const { hostname } = new URL(this.baseUrl);
    const set = Object.entries(cookies).map(([name, value]) => ({ name, value, domain: hostname, path: '/' }));
    if (set.length) await this.context.setCookie(...set);
    await this.page.setViewport(viewport);
    // The page's window made the active one, as the window a visitor types in is: a test's second
    // page opens a newer window, which takes the system focus, and Firefox fires no focus events
    // in the older one when this page is used again (though its keys still move focus).
    await this.page.bringToFront();
    this.found = [];
    await this.page.goto(url);
  }

  protected async reloadPage() {
    await this.page.reload();
  }

  async url() {
    return this.page.url();
  }

  setViewport(viewport: Viewport) {
    return this.page.setViewport(viewport);
  }

  async cookies() {
    return Object.fromEntries((await this.context.cookies()).map(({ name, value }) => [name, value]));
  }

  async problems() {
    return [...this.found];
  }

  async screenshot() {
    return Buffer.from(await this.page.screenshot());
  }
}
