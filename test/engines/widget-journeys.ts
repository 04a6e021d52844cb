/** The journeys of the elements that are not listings (`journeys.ts` has the listings'). */
import { expect } from 'vitest';
import { addressHolds, find, keptOverReload, totalUntil, type Journey } from './journey-pages';

/** Accepts every cookie in the consent dialog: the consent cookies written, the dialog gone, and not asked again after a reload. */
export const acceptCookies: Journey = {
  name: 'accepts all cookies, not asked again after a reload',
  async run(page, tag) {
    await page.waitFor((tag: string) => document.querySelector(`${tag} dialog`)?.matches('[open]'), { message: 'the consent dialog did not open' }, tag);
    await page.click(await find(page, tag, 'dialog button', /^Accept all$/));
    await page.waitFor((tag: string) => !document.querySelector(`${tag} dialog[open]`), { message: 'the dialog stayed open' }, tag);
    const consent = Object.entries(await page.cookies()).filter(([name]) => name.startsWith('aalto_consent_'));
    expect(consent.length).toBeGreaterThan(0);
    await page.reload();
    await page.ready();
    expect(await page.evaluate((tag: string) => document.querySelector(`${tag} dialog[open]`) === null, tag)).toBe(true);
  },
};

/**
 * Types a term key by key into the quick search: its suggestions open, one row per hit, counted in
 * the status; ArrowDown moves DOM focus onto the first entry (the contract), Enter on it puts its
 * title in the input, with focus back there.
 */
export const suggest = (term: string): Journey => ({
  name: `suggests as '${term}' is typed key by key; ArrowDown and Enter take an entry's title`,
  async run(page, tag) {
    await page.click(`${tag} input[type="search"]`);
    await page.type(term);
    await page.waitFor((tag: string) => document.querySelectorAll(`${tag} [data-entry]`).length > 0, { message: 'no suggestion showed' }, tag);
    const status = await page.waitFor(
      (tag: string) =>
        /\d+/.test(document.querySelector(`${tag} [role="status"]`)?.textContent ?? '') && document.querySelector(`${tag} [role="status"]`)?.textContent,
      { message: 'the status did not count the suggestions' },
      tag,
    );
    expect(status).toMatch(/\d+ suggestions?/);
    const rows = await page.evaluate((tag: string) => document.querySelectorAll(`${tag} [role="grid"] > [role="row"]`).length, tag);
    expect(status).toBe(`${rows} suggestion${rows === 1 ? '' : 's'}`);
    expect(await page.evaluate((tag: string) => (document.querySelector(`${tag} input[type="search"]`) as HTMLInputElement).value, tag)).toBe(term);
    await page.press('ArrowDown');
    await page.waitFor(
      (tag: string) => document.activeElement === document.querySelector(`${tag} [data-entry]`),
      { message: 'ArrowDown did not focus the first entry' },
      tag,
    );
    const title = await page.evaluate((tag: string) => document.querySelector(`${tag} [data-entry] .aalto-qs__title`)!.textContent, tag);
    await page.press('Enter');
    await page.waitFor(
      (tag: string, title: string) =>
        (document.activeElement as HTMLInputElement).value === title && document.activeElement === document.querySelector(`${tag} input`),
      { message: "Enter did not put the entry's title in the input" },
      tag,
      title,
    );
  },
});

/** Selects another tab by mouse, then the next by ArrowRight: one selected tab, its panel shown. */
export const tabs: Journey = {
  name: 'selects tabs by mouse and arrow key',
  async run(page, tag) {
    const selected = () => page.evaluate((tag: string) => document.querySelector(`${tag} [role="tab"][aria-selected="true"]`)?.textContent?.trim(), tag);
    const names = await page.evaluate((tag: string) => [...document.querySelectorAll(`${tag} [role="tab"]`)].map((t) => t.textContent.trim()), tag);
    expect(names.length).toBeGreaterThan(2);
    await page.click(await find(page, tag, '[role="tab"]', new RegExp(`^${names[1]}$`)));
    await page.waitFor(
      (tag: string, name: string) => document.querySelector(`${tag} [role="tab"][aria-selected="true"]`)?.textContent?.trim() === name,
      { message: 'the clicked tab was not selected' },
      tag,
      names[1]!,
    );
    await page.press('ArrowRight');
    await page.waitFor(
      (tag: string, name: string) => document.activeElement?.textContent?.trim() === name,
      { message: 'ArrowRight did not move to the next tab' },
      tag,
      names[2]!,
    );
    expect(await page.evaluate((tag: string) => document.querySelectorAll(`${tag} [role="tab"][aria-selected="true"]`).length, tag)).toBe(1);
    expect([names[1], names[2]]).toContain(await selected());
    await page.waitFor(
      (tag: string) => document.querySelector(`${tag} [role="tabpanel"]:not([hidden]) a`) !== null,
      { message: 'the tab panel showed nothing' },
      tag,
    );
  },
};

/** Starts the language test and answers its first question by keyboard: the second question. */
export const quiz: Journey = {
  name: 'starts the test and answers the first question by keyboard',
  async run(page, tag) {
    await page.click(await find(page, tag, 'button', /^Start the test$/));
    const progress = () => page.evaluate((tag: string) => document.querySelector(`${tag} .aalto-stepper__progress`)?.textContent ?? '', tag);
    await page.waitFor(
      (tag: string) => document.querySelector(`${tag} .aalto-stepper__progress`)?.textContent === 'Question 1 of 24',
      { message: 'the first question did not show' },
      tag,
    );
    await page.click(await find(page, tag, '.aalto-stepper__choice'));
    await page.press('ArrowDown');
    expect(await page.evaluate((tag: string) => document.querySelectorAll(`${tag} input:checked`).length, tag)).toBe(1);
    await page.click(await find(page, tag, '.aalto-stepper__buttons button', /^Next$/));
    await page.waitFor(
      (tag: string) => document.querySelector(`${tag} .aalto-stepper__progress`)?.textContent === 'Question 2 of 24',
      { message: 'the second question did not show' },
      tag,
    );
    expect(await progress()).toBe('Question 2 of 24');
  },
};

/** Chooses a unit in the people hub's menu: its people only, the unit in the address, kept over a reload. */
export const unit: Journey = {
  name: 'chooses a unit in the menu, kept over a reload',
  async run(page, tag) {
    const before = await totalUntil(page, tag, (total) => total > 0, 'showed people');
    await page.click(await find(page, tag, '.aalto-units__unit', /^University services$/));
    const after = await totalUntil(page, tag, (total) => total < before && total > 0, `went below ${before}`);
    const search = await addressHolds(page, 'the unit');
    await keptOverReload(page, tag, after, search);
  },
};
