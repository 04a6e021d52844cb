import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { elementsReady, expectNoAxeViolations, open, useBrowser } from './harness';

useBrowser();
const PAGE = '/cookie-consent.html';

async function consentCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return Object.fromEntries(cookies.filter((c) => c.name.startsWith('aalto_consent_')).map((c) => [c.name, c.value]));
}
/** Collects the consent events the page sees, from now on. */
async function recordEvents(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __consent: string[] };
    w.__consent = [];
    for (const name of ['aalto-consent-accept', 'aalto-consent-decline']) {
      document.addEventListener(name, (e) => w.__consent.push(`${name.slice(14)}:${(e as CustomEvent).detail.category}`));
    }
  });
}
const events = (page: Page) => page.evaluate(() => (window as unknown as { __consent: string[] }).__consent);
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookies on this site' });
const focusInDialog = (page: Page) => page.evaluate(() => document.activeElement?.closest('dialog') !== null && document.activeElement !== document.body);

describe('<aalto-cookie-consent>', () => {
  it('opens on a first visit as a modal with three equal choices, writing no cookie', async () => {
    const { page, context, problems } = await open(PAGE);
    await dialog(page).waitFor();
    expect(await dialog(page).getAttribute('aria-modal')).toBe('true');
    expect(await dialog(page).evaluate((d) => (d as HTMLDialogElement).open && d.matches(':modal'))).toBe(true);
    const buttons = dialog(page).getByRole('button');
    expect(await buttons.allTextContents()).toEqual(['Accept all', 'Decline all', 'Choose cookies']);
    const boxes = await buttons.evaluateAll((els) =>
      els.map((b) => {
        const r = b.getBoundingClientRect();
        const s = getComputedStyle(b);
        return `${Math.round(r.height)}|${s.fontWeight}|${s.backgroundColor}|${s.color}`;
      }),
    );
    expect(new Set(boxes).size).toBe(1);
    expect(await focusInDialog(page)).toBe(true);
    expect(await consentCookies(context)).toEqual({});
    // The page behind is inert: its link cannot take focus.
    await page.locator('main a[data-consent-renew]').focus();
    expect(await focusInDialog(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('holds focus in the dialog while tabbing', async () => {
    const { page } = await open(PAGE);
    await dialog(page).waitFor();
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() =>
        document.activeElement === document.body ? 'body' : document.activeElement?.closest('dialog') ? 'dialog' : 'page',
      );
      expect(where).not.toBe('page');
    }
  });

  it('accepts all: cookies, events, Consent Mode, the gated script; closed, focus restored; no dialog after reload', async () => {
    const { page, context } = await open(PAGE);
    await dialog(page).waitFor();
    await recordEvents(page);
    await dialog(page).getByRole('button', { name: 'Accept all' }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    expect(await consentCookies(context)).toEqual({
      aalto_consent_necessary: '1',
      aalto_consent_preferences: '1',
      aalto_consent_statistics: '1',
      aalto_consent_marketing: '1',
      aalto_consent_revision: '2026-11',
    });
    const cookie = (await context.cookies()).find((c) => c.name === 'aalto_consent_statistics')!;
    expect(cookie.path).toBe('/');
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(360 * 86_400_000);
    expect(await events(page)).toEqual(['accept:necessary', 'accept:preferences', 'accept:statistics', 'accept:marketing']);
    await expect(page.locator('#statistics-status').textContent()).resolves.toContain('ran');
    const update = await page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((a) => [...a]).find((a) => a[1] === 'update'));
    expect(update).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted', security_storage: 'granted' }),
    ]);
    // The dialog opened with the page, focus on its body: focus stays with the element, not the body.
    expect(await page.evaluate(() => document.activeElement?.localName)).toBe('aalto-cookie-consent');
    await page.reload();
    await elementsReady(page);
    expect(await dialog(page).isVisible()).toBe(false);
    await expect(page.locator('#statistics-status').textContent()).resolves.toContain('ran');
    // A returning visitor: the loader alone put the choice in force; no React, no dialog code.
    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((n) => n.endsWith('.js')),
      );
    expect((await scripts()).map((n) => n.replace(/.*\//, '').replace(/-[\w-]{6}\.js$/, ''))).toEqual(['aalto-hubs.js']);
    expect(await page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.filter((a) => a[1] === 'update').length)).toBe(1);
    // Cookie settings loads the dialog, with the stored choices.
    await page.getByRole('link', { name: 'Cookie settings' }).click();
    await dialog(page).waitFor();
    expect(await dialog(page).getByRole('checkbox', { name: 'Marketing' }).isChecked()).toBe(true);
  });

  it('declines all: necessary only, the gated script does not run', async () => {
    const { page, context } = await open(PAGE);
    await dialog(page).getByRole('button', { name: 'Decline all' }).click();
    expect(await consentCookies(context)).toMatchObject({
      aalto_consent_necessary: '1',
      aalto_consent_preferences: '0',
      aalto_consent_statistics: '0',
      aalto_consent_marketing: '0',
    });
    await expect(page.locator('#statistics-status').textContent()).resolves.toContain('has not run');
  });

  it('declines for good when a second cookie of a category stands on a longer path', async () => {
    // Planted before the visit on this page's own path, so the browser lists it first.
    const shadow = { aalto_consent_statistics: '1' };
    const { page, context } = await open(PAGE);
    await context.addCookies(Object.entries(shadow).map(([name, value]) => ({ name, value, domain: '127.0.0.1', path: PAGE })));
    await dialog(page).getByRole('button', { name: 'Decline all' }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    expect((await context.cookies()).filter((c) => c.name === 'aalto_consent_statistics').map((c) => `${c.path}=${c.value}`)).toEqual(['/=0']);
    await page.reload();
    await elementsReady(page);
    expect(await dialog(page).isVisible()).toBe(false);
    await expect(page.locator('#statistics-status').textContent()).resolves.toContain('has not run');
  });

  it('asks again, granting nothing, when a category has two cookies of different values', async () => {
    const { page, context } = await open(PAGE);
    await dialog(page).getByRole('button', { name: 'Decline all' }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    await context.addCookies([{ name: 'aalto_consent_statistics', value: '1', domain: '127.0.0.1', path: PAGE }]);
    await page.reload();
    await dialog(page).waitFor();
    await expect(page.locator('#statistics-status').textContent()).resolves.toContain('has not run');
  });

  it('chooses cookies in the second layer, nothing pre-ticked, necessary fixed on', async () => {
    const { page, context } = await open(PAGE);
    await dialog(page).getByRole('button', { name: 'Choose cookies' }).click();
    const necessary = dialog(page).getByRole('checkbox', { name: 'Necessary' });
    expect(await necessary.isChecked()).toBe(true);
    expect(await necessary.isDisabled()).toBe(true);
    for (const name of ['Preferences', 'Statistics', 'Marketing']) expect(await dialog(page).getByRole('checkbox', { name }).isChecked()).toBe(false);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('checkbox');
    // 'Choose cookies' is a disclosure: pressed again, it hides the second layer; a third time shows it.
    const choose = dialog(page).getByRole('button', { name: 'Choose cookies' });
    await choose.press('Enter');
    await expect.poll(() => choose.getAttribute('aria-expanded')).toBe('false');
    expect(await dialog(page).getByRole('checkbox').count()).toBe(0);
    await choose.press('Enter');
    await dialog(page).getByRole('checkbox', { name: 'Statistics' }).check();
    await dialog(page).getByRole('button', { name: 'Save choices' }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.localName)).toBe('aalto-cookie-consent');
    expect(await consentCookies(context)).toMatchObject({ aalto_consent_preferences: '0', aalto_consent_statistics: '1', aalto_consent_marketing: '0' });
  });

  it('Escape closes the second layer, and on a first visit never the dialog', async () => {
    const { page, context } = await open(PAGE);
    await dialog(page).getByRole('button', { name: 'Choose cookies' }).click();
    await page.keyboard.press('Escape');
    expect(await dialog(page).getByRole('checkbox').count()).toBe(0);
    expect(await dialog(page).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Choose cookies');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expect(await dialog(page).isVisible()).toBe(true);
    expect(await dialog(page).evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
    expect(await focusInDialog(page)).toBe(true);
    expect(await consentCookies(context)).toEqual({});
  });

  it('renews from a data-consent-renew link with the stored choices, firing only for what changed', async () => {
    const { page, context } = await open(PAGE);
    await dialog(page).getByRole('button', { name: 'Accept all' }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    await recordEvents(page);
    const link = page.getByRole('link', { name: 'Cookie settings' });
    await link.click();
    await dialog(page).waitFor();
    for (const name of ['Preferences', 'Statistics', 'Marketing']) expect(await dialog(page).getByRole('checkbox', { name }).isChecked()).toBe(true);
    await dialog(page).getByRole('checkbox', { name: 'Marketing' }).uncheck();
    await dialog(page).getByRole('button', { name: 'Save choices' }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    expect(await events(page)).toEqual(['decline:marketing']);
    expect((await consentCookies(context)).aalto_consent_marketing).toBe('0');
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    // renew() does the same; Escape closes a renewed dialog without changing anything.
    await page.evaluate(() => (document.querySelector('aalto-cookie-consent') as HTMLElement & { renew(): void }).renew());
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    expect(await events(page)).toEqual(['decline:marketing']);
  });

  it('asks again when the stored choice is from an older revision', async () => {
    const { page } = await open(PAGE, {
      cookies: {
        aalto_consent_necessary: '1',
        aalto_consent_preferences: '1',
        aalto_consent_statistics: '1',
        aalto_consent_marketing: '1',
        aalto_consent_revision: '2025-01',
      },
    });
    await dialog(page).waitFor();
  });

  it('has no axe violations with either layer open, at 320 px, in every language', async () => {
    for (const lang of ['en', 'fi', 'sv']) {
      const { page } = await open(`${PAGE}?lang=${lang}`, { viewport: { width: 320, height: 640 } });
      await page.getByRole('dialog').waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole('dialog').getByRole('button').nth(2).click();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    }
    const fi = await open(`${PAGE}?lang=fi`);
    await fi.page.getByRole('dialog').waitFor();
    expect(await fi.page.getByRole('dialog', { name: 'Evästeet tällä sivustolla' }).getByRole('button').allTextContents()).toEqual([
      'Hyväksy kaikki',
      'Hylkää kaikki',
      'Valitse evästeet',
    ]);
  });
});

describe('<aalto-cookie-consent> beside Cookiebot', () => {
  it("shows no dialog, follows Cookiebot's choices, fires only on change, and renews through Cookiebot", async () => {
    const { page, context, problems } = await open('/cookie-consent-cookiebot.html');
    await elementsReady(page);
    expect(await page.locator('dialog').count()).toBe(0);
    await recordEvents(page);
    await page.getByRole('button', { name: 'Allow preferences and statistics (Cookiebot)' }).click();
    expect(await consentCookies(context)).toMatchObject({
      aalto_consent_preferences: '1',
      aalto_consent_statistics: '1',
      aalto_consent_marketing: '0',
      aalto_consent_necessary: '1',
    });
    expect(await events(page)).toEqual(['accept:necessary', 'accept:preferences', 'accept:statistics', 'decline:marketing']);
    // Cookiebot fires its accept event on every page load; ours fire only on change.
    await page.evaluate(() => window.dispatchEvent(new Event('CookiebotOnAccept')));
    expect(await events(page)).toHaveLength(4);
    await page.getByRole('link', { name: 'Cookie settings' }).click();
    await expect(page.locator('#cookiebot-banner').isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Use necessary only (Cookiebot)' }).click();
    expect(await events(page)).toEqual([
      'accept:necessary',
      'accept:preferences',
      'accept:statistics',
      'decline:marketing',
      'decline:preferences',
      'decline:statistics',
    ]);
    expect(problems).toEqual([]);
  });

  it('syncs once at load when Cookiebot already has a response', async () => {
    const { page, context } = await open('/cookie-consent-cookiebot.html');
    await page.evaluate(() => {
      const cb = (window as unknown as { Cookiebot: { consent: Record<string, boolean>; hasResponse: boolean } }).Cookiebot;
      cb.consent.marketing = true;
      cb.hasResponse = true;
      const el = document.createElement('aalto-cookie-consent');
      document.body.append(el);
    });
    await page.waitForFunction(() => document.cookie.includes('aalto_consent_marketing=1'));
    expect(await consentCookies(context)).toMatchObject({ aalto_consent_marketing: '1', aalto_consent_statistics: '0' });
  });
});
