/**
 * The finished look, in Chromium: focus follows each step of the guided
 * tools; the order survives a reload; a services category holds its cards back behind 'Show more';
 * the site index leads back to its letters; periods come in time order and in the page's
 * language; the language quiz says what is unanswered.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, elementsReady, open, useBrowser } from './harness';

useBrowser();

/** What has focus: its tag, class and text, so a failure says where focus went. */
const focusedIs = (page: Page, selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
async function pressButton(page: Page, name: string, limit = 12) {
  for (let i = 0; i < limit && (await focusedText(page)) !== name; i += 1) await page.keyboard.press('Tab');
  expect(await focusedText(page)).toBe(name);
  await page.keyboard.press('Enter');
}

describe('focus follows each step (item 3) and the quiz counts what is unanswered (item 8)', () => {
  it('language quiz: start, results, unanswered questions, edit answers, in fi by keyboard', async () => {
    const { page, problems } = await open('/language-quiz.html?lang=fi');
    const tag = 'language-quiz';
    const progress = () => page.locator(`${tag} .aalto-stepper__progress`).textContent();
    await page.getByRole('button', { name: 'Aloita testi' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => progress()).toBe('Kysymys 1/24');
    await expect.poll(() => focusedIs(page, `${tag} legend`)).toBe(true);
    // Answer the first question only, then 'Next' through the rest without an answer.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    for (let n = 1; n <= 24; n += 1) {
      await expect.poll(() => progress()).toBe(`Kysymys ${n}/24`);
      await pressButton(page, n === 24 ? 'Näytä tulokset' : 'Seuraava');
    }
    const unanswered = page.locator(`${tag} .aalto-quiz__unanswered`);
    await unanswered.waitFor();
    expect(await unanswered.textContent()).toContain('23 kysymystä on vastaamatta');
    await expect.poll(() => focusedIs(page, `${tag} .aalto-quiz__results h2, ${tag} .aalto-quiz__results h3`)).toBe(true);
    await page.getByRole('button', { name: 'Vastaa niihin' }).click();
    await expect.poll(() => progress()).toBe('Kysymys 2/24');
    await expect.poll(() => focusedIs(page, `${tag} legend`)).toBe(true);
    // Back to the results, then 'Edit answers' starts at the first question, focus on it.
    for (let n = 2; n <= 24; n += 1) {
      await expect.poll(() => progress()).toBe(`Kysymys ${n}/24`);
      await page.getByRole('button', { name: n === 24 ? 'Näytä tulokset' : 'Seuraava' }).click();
    }
    await page.getByRole('button', { name: 'Muokkaa vastauksia' }).click();
    await expect.poll(() => progress()).toBe('Kysymys 1/24');
    await expect.poll(() => focusedIs(page, `${tag} legend`)).toBe(true);
    expect(await page.locator(`${tag} input:checked`).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  for (const [path, tag] of [
    ['/simple-quiz.html', 'simple-quiz'],
    ['/suggestion-tool.html', 'suggestion-tool'],
  ] as const) {
    it(`${tag}: 'Show results' focuses the answers given, 'Change answers' the question`, async () => {
      const { page, problems } = await open(path);
      await page.locator(`${tag} legend`).first().waitFor();
      // Each page: the first option, then 'Next' until the last page's 'Show results'.
      for (let step = 0; step < 12; step += 1) {
        await page.locator(`${tag} input`).first().focus();
        await page.keyboard.press('Space');
        const last = await page.getByRole('button', { name: 'Show results' }).count();
        await pressButton(page, last ? 'Show results' : 'Next');
        if (last) break;
        await expect.poll(() => focusedIs(page, `${tag} legend`)).toBe(true);
      }
      await expect.poll(() => focusedIs(page, `${tag} .aalto-guide__answers`)).toBe(true);
      const question = await page.locator(`${tag} .aalto-guide__answers`).count();
      expect(question).toBe(1);
      await page.getByRole('button', { name: 'Change answers' }).click();
      await expect.poll(() => focusedIs(page, `${tag} legend`)).toBe(true);
      expect(problems).toEqual([]);
    });
  }
});

describe('the order survives a reload (item 4)', () => {
  it('courses: the header order, and open university: the sort menu', async () => {
    const courses = await open('/courses.html');
    const ects = courses.page.locator('courses-listing th', { hasText: 'ECTS' });
    await ects.getByRole('button').click();
    await expect.poll(() => ects.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => courses.page.evaluate(() => new URLSearchParams(location.search).get('sort'))).toBe('credits');
    await courses.page.reload();
    await elementsReady(courses.page);
    await expect.poll(() => courses.page.locator('courses-listing th', { hasText: 'ECTS' }).getAttribute('aria-sort')).toBe('ascending');

    const open2 = await open('/open-university.html');
    await elementsReady(open2.page);
    await open2.page.getByLabel('Sort by').selectOption('registration');
    await expect.poll(() => open2.page.evaluate(() => new URLSearchParams(location.search).get('sort'))).toBe('registration');
    await open2.page.reload();
    await elementsReady(open2.page);
    await expect.poll(() => open2.page.getByLabel('Sort by').inputValue()).toBe('registration');
    expect([...courses.problems, ...open2.problems]).toEqual([]);
  });
});

describe('services: each category holds its cards back (item 5)', () => {
  it('shows six cards a category, then Show more reaches the rest, focus on the first new card', async () => {
    const { page, problems } = await open('/services-hub.html', { count: 400 });
    await elementsReady(page);
    const sections = page.locator('services-hub .aalto-card-section');
    await sections.first().waitFor();
    const perSection = await sections.evaluateAll((all) =>
      all.map((s) => ({ cards: s.querySelectorAll('.aalto-card').length, more: !!s.querySelector('.aalto-show-more button, button.aalto-show-more') })),
    );
    expect(perSection.every((s) => s.cards <= 6)).toBe(true);
    const full = perSection.findIndex((s) => s.more);
    expect(full).toBeGreaterThan(-1);
    const section = sections.nth(full);
    const more = section.getByRole('button', { name: /^Show more/ });
    const [, held] = /6 of (\d+) shown/.exec((await more.textContent())!)!;
    // Every card of the section is reached by pressing on; focus goes to the first new card.
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => section.locator('.aalto-card').count()).toBeGreaterThan(6);
    await expect.poll(() => focusedIs(page, 'services-hub .aalto-card-section .aalto-card a')).toBe(true);
    for (let i = 0; i < 20 && (await more.count()); i += 1) await more.click();
    expect(await section.locator('.aalto-card').count()).toBe(Number(held));
    // The other sections still hold back: six cards or fewer each.
    const others = await sections.evaluateAll((all, skip) => all.filter((_, i) => i !== skip).map((s) => s.querySelectorAll('.aalto-card').length), full);
    expect(Math.max(...others)).toBeLessThanOrEqual(6);
    expect(problems).toEqual([]);
  });
});

describe('site index: back to the letters (item 6)', () => {
  it("jumps to a letter, then 'Back to letters' focuses that letter; the letters stick on a wide screen only", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, problems } = await open('/site-index.html', { viewport });
      await elementsReady(page);
      const jump = page.locator('site-index a.aalto-index__jump[href]').nth(3);
      const letter = (await jump.textContent())!;
      await jump.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedIs(page, 'site-index .aalto-index__letter')).toBe(true);
      const section = page.locator('site-index .aalto-index__section').filter({ has: page.locator('.aalto-index__letter', { hasText: letter }) });
      await section.getByRole('link', { name: 'Back to letters' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedText(page)).toBe(letter);
      expect(await focusedIs(page, 'site-index .aalto-index__nav a')).toBe(true);
      const position = await page.locator('site-index .aalto-index__nav').evaluate((nav) => getComputedStyle(nav).position);
      expect(position).toBe(viewport === DESKTOP ? 'sticky' : 'static');
      expect(problems).toEqual([]);
    }
  });
});

describe('periods in time order, in the page language (item 7)', () => {
  it("orders the courses' starting periods by date and shows summer school levels in Finnish", async () => {
    const { page, problems } = await open('/courses.html');
    await elementsReady(page);
    const choices = await page.locator('courses-listing fieldset', { hasText: 'Starting period' }).locator('label').allTextContents();
    const periods = choices.map((c) => c.replace(/\s*\(\d+\)$/, ''));
    expect(periods.length).toBeGreaterThan(1);
    const season = { Spring: 0, Summer: 1, Autumn: 2 } as Record<string, number>;
    const keys = periods.map((p) => {
      const [, name, year] = /^(\w+) (\d{4})/.exec(p) ?? [];
      return Number(year) * 10 + (season[name!] ?? 9);
    });
    expect(keys).toEqual([...keys].sort((a, b) => a - b));

    const fi = await open('/summer-school.html?lang=fi', { count: 120 });
    await elementsReady(fi.page);
    const text = await fi.page.locator('summer-school-listing').textContent();
    expect(text).not.toContain('Doctoral researchers');
    expect(text).toContain('Väitöskirjatutkijat');
    expect([...problems, ...fi.problems]).toEqual([]);
  });
});
