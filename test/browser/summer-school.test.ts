import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, open, PHONE, shown, useBrowser } from './harness';

useBrowser();
const URL_PATH = '/summer-school.html';
const TAG = 'summer-school-listing';

async function loaded(page: Page) {
  await page
    .getByRole('status')
    .filter({ hasText: /Showing|Näytetään|Visar/ })
    .waitFor();
}
/** Focus is on the listing's count line (a live region), where it goes when what had it is gone. */
const focusOnCount = (page: Page) => page.evaluate((tag) => document.activeElement?.matches(`${tag} .aalto-count`) ?? false, TAG);
const names = (page: Page) =>
  page.locator('summer-school-listing tbody th').evaluateAll((ths) => ths.map((th) => th.firstElementChild!.firstChild!.textContent!));

describe('<summer-school-listing> on a desktop', () => {
  it('lists the fixture courses, sorted by name, with the count in a polite live region', async () => {
    const { page, problems } = await open(URL_PATH);
    await loaded(page);
    expect(await shown(page, TAG)).toBe(150);
    const list = await names(page);
    expect(list).toEqual([...list].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    expect(await page.getByRole('status').getAttribute('aria-live')).toBe('polite');
    // The box the wide table scrolls in is a region named apart from the table (its caption).
    await expect.poll(() => page.getByRole('region', { name: 'Summer school courses, scrolls sideways' }).count()).toBe(1);
    expect(await page.getByRole('table', { name: 'Summer school courses' }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('sorts by a header button and toggles, with aria-sort on that header only', async () => {
    const { page } = await open(URL_PATH);
    await loaded(page);
    const ects = page.getByRole('columnheader', { name: 'ECTS' });
    await ects.getByRole('button').click();
    await expect(ects.getAttribute('aria-sort')).resolves.toBe('ascending');
    expect(await page.locator('th[aria-sort]').count()).toBe(1);
    const credits = () => page.locator('tbody tr td:nth-of-type(1)').evaluateAll((tds) => tds.map((td) => Number.parseInt(td.textContent, 10) || 0));
    const ascending = await credits();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await ects.getByRole('button').click();
    await expect(ects.getAttribute('aria-sort')).resolves.toBe('descending');
    const descending = await credits();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it('filters with checkboxes in named groups and removes a filter with its pill', async () => {
    const { page } = await open(URL_PATH);
    await loaded(page);
    const all = await shown(page, TAG);
    await page.getByRole('group', { name: 'Course format' }).getByRole('checkbox', { name: 'MOOC' }).check();
    const mooc = await shown(page, TAG);
    expect(mooc).toBeLessThan(all);
    const formats = await page.locator('tbody tr td:nth-of-type(5)').allTextContents();
    expect(formats.every((f) => f.includes('MOOC'))).toBe(true);
    await page.getByRole('group', { name: 'Field' }).getByRole('checkbox', { name: 'Entrepreneurship' }).check();
    expect(await shown(page, TAG)).toBeLessThan(mooc);
    await page.getByRole('button', { name: 'Remove filter: MOOC' }).click();
    await expect(page.getByRole('checkbox', { name: 'MOOC' }).isChecked()).resolves.toBe(false);
    // Focus stays in the pills, then, with the last one gone, goes to the count that says what is left.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Remove filter: Entrepreneurship');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusOnCount(page)).toBe(true);
    expect(await shown(page, TAG)).toBe(all);
  });

  it('searches on Enter and clears', async () => {
    const { page } = await open(URL_PATH);
    await loaded(page);
    const all = await shown(page, TAG);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('robotics');
    expect(await shown(page, TAG)).toBe(all);
    await search.press('Enter');
    await page.waitForFunction((n) => !document.querySelector('[role="status"]')!.textContent.includes(String(n)), all);
    const list = await names(page);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((n) => n.toLowerCase().includes('robotics'))).toBe(true);
    await expect(search.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.waitForFunction((n) => document.querySelector('[role="status"]')!.textContent.includes(String(n)), all);
    await expect(search.inputValue()).resolves.toBe('');
  });

  it('works by keyboard alone: search, filter, sort', async () => {
    const { page } = await open(URL_PATH);
    await loaded(page);
    await page.keyboard.press('Tab'); // "All demo pages" link
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => (document.activeElement as HTMLInputElement).type)).resolves.toBe('search');
    await page.keyboard.type('machine');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => [...document.querySelectorAll('tbody th')].every((th) => th.textContent.toLowerCase().includes('machine')));
    const found = await shown(page, TAG);
    // Clear, Search, then the first filter checkbox.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement!.closest('label')?.textContent)).resolves.toBe('Art and Design');
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Art and Design' }).isChecked()).resolves.toBe(true);
    expect(await shown(page, TAG)).toBeLessThanOrEqual(found);
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Duration' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('columnheader', { name: 'Duration' }).getAttribute('aria-sort')).resolves.toBe('ascending');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('columnheader', { name: 'Duration' }).getAttribute('aria-sort')).resolves.toBe('descending');
  });

  it('restores filters and search from the address and focuses the search input', async () => {
    const { page, problems } = await open(`${URL_PATH}?field=technology%20and%20engineering,unknown&courseFormat=online&eligibility=Advanced&search=learning`);
    await loaded(page);
    await expect(page.getByRole('checkbox', { name: 'Technology and Engineering' }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('checkbox', { name: 'Online' }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('checkbox', { name: 'Advanced' }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('searchbox').inputValue()).resolves.toBe('learning');
    await expect(page.getByRole('searchbox').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    const list = await names(page);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((n) => n.toLowerCase().includes('learning'))).toBe(true);
    expect(problems).toEqual([]);
  });

  it('writes the state back to the address with replaceState, labels lowercased', async () => {
    const { page } = await open(`${URL_PATH}?keep=1#here`);
    await loaded(page);
    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole('checkbox', { name: 'Entrepreneurship' }).check();
    await page.getByRole('checkbox', { name: 'Art and Design' }).check();
    await page.getByRole('checkbox', { name: 'Intermediate' }).check();
    await page.waitForFunction(() => location.search.includes('eligibility='));
    const url = new URL(page.url());
    expect(url.searchParams.get('field')).toBe('entrepreneurship,art and design');
    expect(url.searchParams.get('eligibility')).toBe('Intermediate');
    expect(url.searchParams.get('keep')).toBe('1');
    expect(url.hash).toBe('#here');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await page.reload();
    await loaded(page);
    await expect(page.getByRole('checkbox', { name: 'Entrepreneurship' }).isChecked()).resolves.toBe(true);
  });

  it('speaks Finnish and Swedish', async () => {
    const fi = await open(`${URL_PATH}?lang=fi`);
    await loaded(fi.page);
    await fi.page.getByRole('group', { name: 'Ala' }).getByRole('checkbox', { name: 'Tekniikka' }).check();
    expect(await fi.page.getByRole('status').textContent()).toMatch(/^Näytetään \d+ kurssia$/);
    await fi.page.getByRole('button', { name: 'Poista suodatin: Tekniikka' }).waitFor();
    const sv = await open(`${URL_PATH}?lang=sv`);
    await loaded(sv.page);
    await sv.page.getByRole('button', { name: 'Töm sökningen' }).waitFor();
    expect(await sv.page.getByRole('columnheader').allTextContents()).toContain('Ansökningstid');
  });
});

describe('<summer-school-listing> on a 375 px phone', () => {
  it('sorts, filters with Apply, removes pills and shows details', async () => {
    const { page, problems } = await open(URL_PATH, { viewport: PHONE });
    await loaded(page);
    expect(await page.locator('table').count()).toBe(0);
    const items = page.locator('.aalto-card > :first-child').evaluateAll((els) => els.map((el) => el.firstChild!.textContent!));
    const first = (await items)[0];

    await page.getByRole('button', { name: 'Sort' }).click();
    await page.getByRole('radio', { name: 'Z to A' }).check();
    const reversed = await page.locator('.aalto-card > :first-child').evaluateAll((els) => els.map((el) => el.firstChild!.textContent!));
    expect(reversed[0]).not.toBe(first);
    expect(reversed).toEqual([...reversed].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base', numeric: true })));
    await page.getByRole('radio', { name: 'Closing soon' }).check();

    const all = await shown(page, TAG);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('checkbox', { name: 'Online' }).check();
    expect(await shown(page, TAG)).toBe(all); // not applied until Apply
    await page.getByRole('button', { name: 'Apply' }).click();
    expect(await shown(page, TAG)).toBeLessThan(all);
    await expect(page.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).resolves.toBe('false');
    await page.getByRole('button', { name: 'Remove filter: Online' }).click();
    expect(await shown(page, TAG)).toBe(all);

    expect(await page.locator('.aalto-card dl').count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Show details' }).check();
    const details = await page.locator('.aalto-card').first().locator('dt').allTextContents();
    expect(details).toEqual(['ECTS', 'Duration', 'Teaching Period', 'Course level', 'Course format', 'Application Period']);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  it('works by keyboard alone on a phone', async () => {
    const { page } = await open(URL_PATH, { viewport: PHONE });
    await loaded(page);
    await page.getByRole('button', { name: 'Filters' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Art and Design' }).isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Apply' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Remove filter: Art and Design' }).waitFor();
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Filters');
    // The only pill, removed by keyboard: focus goes to the count, not to the page.
    await page.getByRole('button', { name: 'Remove filter: Art and Design' }).press('Enter');
    await expect.poll(() => focusOnCount(page)).toBe(true);
    await page.getByRole('button', { name: 'Sort' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => (document.activeElement as HTMLInputElement).type)).resolves.toBe('radio');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Sort' }).getAttribute('aria-expanded')).resolves.toBe('false');
  });
});

describe('<summer-school-listing> loading', () => {
  it("shows 'Loading contents...' while the request is in flight, then the courses", async () => {
    const { page, problems } = await open(URL_PATH, { faults: { 'summer_school/courses': 'slow' } });
    await page.getByText('Loading contents...').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await loaded(page);
    expect(await page.getByText('Loading contents...').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('<summer-school-listing> with a failing content API', () => {
  for (const fault of ['500', '404', 'network', 'garbage', 'truncated', 'nodata']) {
    it(`says it could not load after ${fault}, with Try again and no uncaught error`, async () => {
      const { page, problems } = await open(URL_PATH, { faults: { 'summer_school/courses': fault } });
      await page.getByText('The content could not be loaded.').waitFor();
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      expect(await page.getByText('No results found.').count()).toBe(1);
      expect(await page.getByText('Loading contents...').count()).toBe(0);
      // The browser itself reports a failed resource (500, 404) on the console; nothing of ours may.
      expect(problems.filter((p) => !p.includes('Failed to load resource'))).toEqual([]);
    });
  }

  it("shows 'No results found.' for an answer without courses (not a failure)", async () => {
    const { page, problems } = await open(URL_PATH, { faults: { 'summer_school/courses': 'empty' } });
    await page.getByText('No results found.').waitFor();
    expect(problems).toEqual([]);
  });

  it("keeps 'Loading contents...' while the request hangs", async () => {
    const { page, requests } = await open(URL_PATH, { faults: { 'summer_school/courses': 'hang' } });
    await page.getByText('Loading contents...').waitFor();
    // The request has gone out and the page has nothing left to do but wait for it.
    expect(requests.some((url) => url.includes('summer_school/courses'))).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
    expect(await page.getByText('Loading contents...').count()).toBe(1);
  });

  it('degrades fields of the wrong type and still lists the courses', async () => {
    const { page, problems } = await open(URL_PATH, { faults: { 'summer_school/courses': 'wrongtypes' } });
    await loaded(page);
    expect(await shown(page, TAG)).toBeGreaterThan(0);
    expect(await page.locator('tbody td', { hasText: 'To be announced' }).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('renders HTML from data as text and never links javascript: URLs', async () => {
    const { page, problems } = await open(URL_PATH, { faults: { 'summer_school/courses': 'html' } });
    await loaded(page);
    expect(await page.locator('summer-school-listing img, summer-school-listing script, summer-school-listing b').count()).toBe(0);
    expect(await page.locator('summer-school-listing a').count()).toBe(0);
    expect(await page.locator('tbody th').first().textContent()).toContain('<img src=x');
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(problems).toEqual([]);
  });
});

// How fast a filter click repaints the table is `npm run bench:browser`'s, with its budget.
describe('<summer-school-listing> with 1,000 courses', () => {
  it('lists all 1,000, and each filter click changes the table', async () => {
    const { page, problems } = await open(URL_PATH, { count: 1000 });
    await loaded(page);
    expect(await shown(page, TAG)).toBe(1000);
    for (const name of ['Online', 'Campus', 'MOOC', 'Online', 'Campus', 'MOOC']) {
      const before = await shown(page, TAG);
      await page.getByRole('checkbox', { name }).click();
      await expect.poll(() => shown(page, TAG)).not.toBe(before);
    }
    // Each filter is off again: every course is listed.
    expect(await shown(page, TAG)).toBe(1000);
    expect(await page.locator(`${TAG} table`).getAttribute('aria-rowcount')).toBe('1001');
    expect(problems).toEqual([]);
  });
});
