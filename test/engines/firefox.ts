/**
 * Firefox behind the engine interface: Debian's firefox-esr over WebDriver BiDi, through
 * puppeteer-core, leased from the broker (one BiDi session a browser: the worker holds it while it
 * has pages). A page is a window of its own user context (its own cookies and storage): a window,
 * not a tab, so that it is never a background tab whose timers and frames Firefox slows. A load
 * starts with focus in the page: a window whose focus went to Firefox's own controls is replaced.
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
    private page: Page,
  ) {
    super(baseUrl);
    this.watch(page);
  }

  static async create(browser: Browser, baseUrl: string): Promise<FirefoxPage> {
    const context = await browser.createBrowserContext();
    const page = await context.newPage({ type: 'window' });
    return new FirefoxPage(baseUrl, context, page);
  }

  /** Notes the page's console errors, warnings and uncaught exceptions, and answers its dialogs. */
  private watch(page: Page) {
    page.on('console', (message) => {
      const type = message.type();
      if (type === 'error' || type === 'warn') this.found.push(`${type === 'warn' ? 'warning' : 'error'}: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.found.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`));
    // A beforeunload prompt (the language quiz's) is answered Leave; any other dialog dismissed.
    page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()).catch(() => {}));
  }

  /**
   * Focus back in the page when it went to Firefox's own controls: Shift+Tab out of a modal
   * dialog (or before a page's first stop) takes it to the window's toolbar, and the window's
   * later documents do not get it back, neither on a load nor on `bringToFront`. There a test's
   * keys still move focus, as no visitor's can (theirs go to the toolbar), but no focus event
   * fires and `document.hasFocus()` is false, so a page's focus handlers never run. A fresh
   * window has focus in its page, as a visitor's next visit has.
   */
  private async focusInPage() {
    if (await this.page.evaluate(() => document.hasFocus())) return;
    const old = this.page;
    this.page = await this.context.newPage({ type: 'window' });
    this.watch(this.page);
    await old.close();
    await this.page.bringToFront();
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
    // The page's window made the active one, as the window a visitor types in is: a test's second
    // page opens a newer window, which takes the system focus, and Firefox fires no focus events
    // in the older one when this page is used again (though its keys still move focus).
    await this.page.bringToFront();
    await this.focusInPage();
    await this.page.setViewport(viewport);
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
