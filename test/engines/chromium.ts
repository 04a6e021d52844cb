/**
 * Chromium behind the engine interface: the worker's headless shell (test/browser/chromium.ts),
 * through playwright-core as harness.ts drives it. A page is a tab of its own context (its own cookies)
 * with the HTTP cache off, kept for the worker's next test.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { BasePage } from './base-page';
import { clearStorage } from './in-page';
import type { Viewport } from './types';

export class ChromiumPage extends BasePage {
  readonly engine = 'chromium';
  private found: string[] = [];
  private leaving = false;

  private constructor(
    baseUrl: string,
    readonly context: BrowserContext,
    readonly page: Page,
    private readonly cdp: CDPSession,
  ) {
    super(baseUrl);
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') this.found.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.found.push(`pageerror: ${error.message}`));
    // A beforeunload prompt (the language quiz's) is answered Leave when the test leaves the page.
    page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' && this.leaving ? dialog.accept() : dialog.dismiss()).catch(() => {}));
  }

  static async create(browser: Browser, baseUrl: string): Promise<ChromiumPage> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    return new ChromiumPage(baseUrl, context, page, cdp);
  }

  get closed() {
    return this.page.isClosed();
  }

  async close() {
    await this.cdp.detach().catch(() => {});
    await this.context.close().catch(() => {});
  }

  protected run(expression: string) {
    return this.page.evaluate(expression);
  }

  protected keys(modifiers: string[], key: string) {
    return this.page.keyboard.press([...modifiers, key].join('+'));
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
      this.leaving = true;
      try {
        await this.page.goto('about:blank');
      } finally {
        this.leaving = false;
      }
    }
    await this.context.clearCookies();
    await this.context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: this.baseUrl })));
    await this.page.setViewportSize(viewport);
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
    return this.page.setViewportSize(viewport);
  }

  async cookies() {
    return Object.fromEntries((await this.context.cookies(this.baseUrl)).map(({ name, value }) => [name, value]));
  }

  async problems() {
    return [...this.found];
  }

  screenshot() {
    return this.page.screenshot();
  }
}
