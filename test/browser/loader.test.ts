import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DESKTOP, open, PHONE, useBrowser } from './harness';

/** The registry as the build wrote it: every tag the loader defines. */
const registry: Array<{ tag: string }> = JSON.parse(readFileSync(`${process.cwd()}/dist/registry.json`, 'utf8'));

useBrowser();
const isRuntime = (url: string) => url.includes('/dist/chunks/runtime-');

describe('dist/aalto-hubs.js', () => {
  it('defines every tag on a page without elements, loading no React', async () => {
    const { page, requests, problems } = await open('/');
    const tags = registry.map((entry) => entry.tag);
    expect(tags.length).toBeGreaterThanOrEqual(8);
    await page.waitForFunction((names) => names.every((tag) => customElements.get(tag) !== undefined), tags);
    // Loaded, and idle: nothing is left that would fetch a chunk.
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
    expect(requests.filter((u) => u.includes('/dist/'))).toEqual([
      expect.stringContaining('/dist/aalto-hubs.css'),
      expect.stringContaining('/dist/aalto-hubs.js'),
    ]);
    expect(requests.some(isRuntime)).toBe(false);
    expect(await page.evaluate(() => 'React' in window)).toBe(false);
    expect(problems).toEqual([]);
  });

  it('loads the element chunk and the shared runtime the first time a tag is connected', async () => {
    const { page, requests, problems } = await open('/');
    await page.waitForFunction(() => customElements.get('summer-school-listing') !== undefined);
    expect(requests.some(isRuntime)).toBe(false);
    await page.evaluate(() => document.body.append(document.createElement('summer-school-listing')));
    await page.getByRole('table').waitFor();
    expect(requests.filter(isRuntime)).toHaveLength(1);
    expect(requests.filter((u) => u.includes('/dist/chunks/summer-school-'))).toHaveLength(1);
    // The chunks the element's chunk imports start with it, not after it has arrived (one round
    // trip, not two); each is fetched once.
    // The element's texts in its language (the document's: en) start with them too.
    const chunks = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.name.includes('/dist/chunks/'))
        // A chunk's name without its hash (6 characters; 8 for the texts, the same for all of them).
        .map((e) => ({ name: e.name.replace(/.*\/|-[\w-]{6}\.js$|-\w{8}\.js$/g, ''), start: e.startTime, end: e.responseEnd })),
    );
    const element = chunks.find((c) => c.name === 'summer-school-listing')!;
    expect(chunks.map((c) => c.name).sort()).toEqual(['content-api', 'listing', 'runtime', 'summer-school-listing', 'summer-school-listing.en']);
    for (const chunk of chunks) expect(chunk.start, chunk.name).toBeLessThan(element.end);
    await page.evaluate(() => document.body.append(document.createElement('summer-school-listing')));
    await page.waitForFunction(() => document.querySelectorAll('table').length === 2);
    expect(requests.filter(isRuntime)).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it("loads a table hub's phone chunk on a phone, in as many requests, and the table's code only when the window widens", async () => {
    const { page, requests, problems } = await open('/', { viewport: PHONE });
    await page.waitForFunction(() => customElements.get('summer-school-listing') !== undefined);
    await page.evaluate(() => document.body.append(document.createElement('summer-school-listing')));
    await page.locator('summer-school-listing ul.aalto-cards').waitFor();
    const names = () => requests.filter((u) => u.includes('/dist/chunks/')).map((u) => u.replace(/.*\/|-[\w-]{6}\.js$|-\w{8}\.js$/g, ''));
    expect(names().sort()).toEqual(['content-api', 'listing', 'runtime', 'summer-school-listing-phone', 'summer-school-listing.en']);
    const search = page.locator('summer-school-listing input[type="search"]');
    await search.focus();
    await page.setViewportSize(DESKTOP);
    await page.locator('summer-school-listing table').waitFor();
    expect(names().filter((name) => !name.startsWith('summer-school-listing.') && !['content-api', 'listing', 'runtime'].includes(name))).toEqual([
      'summer-school-listing-phone',
      'table-desktop',
    ]);
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await page.locator('summer-school-listing .aalto-listing[aria-busy]').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('shares the listing engine chunk between two different listings on one page', async () => {
    const { page, requests, problems } = await open('/');
    await page.evaluate(() => {
      const news = document.createElement('news-listing');
      news.setAttribute('param-prefix', 'news-');
      document.body.append(document.createElement('events-listing'), news);
    });
    await page.locator('events-listing .aalto-card').first().waitFor();
    await page.locator('news-listing .aalto-card').first().waitFor();
    expect(requests.filter((u) => u.includes('/dist/chunks/listing-'))).toHaveLength(1);
    expect(requests.filter(isRuntime)).toHaveLength(1);
    // Two listings, two stores: a filter in one leaves the other alone.
    await page.locator('events-listing').getByRole('button', { name: 'Filters' }).click();
    await page.locator('events-listing').getByRole('checkbox', { name: 'Past' }).check();
    await page.locator('events-listing').getByRole('button', { name: 'Remove filter: Past' }).waitFor();
    expect(await page.locator('news-listing .aalto-pill').count()).toBe(0);
    // Each keeps its own query in the address.
    await page.locator('news-listing').getByRole('button', { name: 'Filters' }).click();
    await page.locator('news-listing').getByRole('checkbox', { name: 'Blog' }).check();
    await expect.poll(() => page.evaluate(() => location.search)).toBe('?timing=past&news-type=Blog');
    expect(problems).toEqual([]);
  });

  it('loads the filter panel’s views with a listing that has filters, in whichever layout, and not with one that has none', async () => {
    // The views' own class names: the groups' tree, the chosen filters' pills, the disclosure.
    const markers = ['aalto-filters__tree', 'aalto-pills', 'aalto-disclosure__button'];
    const chunksOf = async (path: string, selector: string, viewport = DESKTOP) => {
      const { page, requests, problems } = await open(path, { viewport });
      await page.locator(selector).first().waitFor();
      const urls = requests.filter((u) => u.includes('/dist/chunks/') && !u.includes('/lang/'));
      const texts = await page.evaluate((list) => Promise.all(list.map((u) => fetch(u).then((r) => r.text()))), urls);
      expect(problems).toEqual([]);
      return urls.map((url, i) => ({ name: url.replace(/.*\/|-[\w-]{6}\.js$/g, ''), text: texts[i]! }));
    };
    const holding = (chunks: Array<{ name: string; text: string }>, all = markers) =>
      chunks.filter((c) => all.every((m) => c.text.includes(m))).map((c) => c.name);
    // The A–Z index and the people hub show no filter panel: none of their chunks holds it.
    for (const [path, selector] of [
      ['/site-index.html', 'site-index nav a'],
      ['/people-hub.html', 'people-hub button'],
    ]) {
      const chunks = await chunksOf(path!, selector!);
      expect(chunks.length, path).toBeGreaterThan(3);
      for (const chunk of chunks) for (const marker of markers) expect(chunk.text, `${path} ${chunk.name}`).not.toContain(marker);
    }
    // A card hub has them in its own chunk, with its layout; a table hub too, with no card code:
    // on a desktop the groups and pills, without the phone's disclosure; on a phone all three.
    expect(holding(await chunksOf('/events.html', 'events-listing .aalto-card'))).toEqual(['events-listing']);
    const table = await chunksOf('/summer-school.html', 'summer-school-listing tbody tr');
    expect(holding(table, markers.slice(0, 2))).toEqual(['summer-school-listing']);
    expect(holding(table, markers.slice(2))).toEqual([]);
    const phone = await chunksOf('/summer-school.html', 'summer-school-listing .aalto-cards li', PHONE);
    expect(holding(phone)).toEqual(['summer-school-listing-phone']);
    for (const chunk of [...table, ...phone]) expect(holders(/\/listing\/views\/CardListing\.tsx/)).not.toContain(chunk.name);
  });

  /** The chunks that hold a source, from the build's source maps (a copy's source is `<file>?copy=<chunk>`). */
  const holders = (source: RegExp) => {
    const dir = `${process.cwd()}/dist/chunks`;
    return readdirSync(dir)
      .filter((file) => file.endsWith('.js.map'))
      .filter((file) => (JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as { sources: string[] }).sources.some((s) => source.test(s)))
      .map((file) => file.replace(/-[\w-]{6}\.js\.map$/, ''))
      .sort();
  };

  it('starts at most five scripts besides the loader for any element: its chunks and its texts', () => {
    const dir = `${process.cwd()}/dist/chunks`;
    const files = readdirSync(dir);
    /** A chunk and the chunks it imports statically, transitively (what the loader starts with it). */
    const loads = (file: string, seen = new Set<string>([file])): Set<string> => {
      for (const [, name] of readFileSync(`${dir}/${file}`, 'utf8').matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g))
        if (!seen.has(name!)) loads(name!, seen.add(name!));
      return seen;
    };
    const entries: Array<{ tag: string; chunk: string }> = JSON.parse(readFileSync(`${process.cwd()}/dist/registry.json`, 'utf8'));
    for (const { tag, chunk } of entries) {
      const file = files.find((f) => f.startsWith(`${chunk}-`) && f.endsWith('.js') && f.length === chunk.length + 10);
      expect(file, tag).toBeDefined();
      expect(loads(file!).size + 1, tag).toBeLessThanOrEqual(5);
    }
  });

  it('builds the image card into the chunk of each hub whose card is one, not the card layout’s', () => {
    expect(holders(/\/MediaCard\.tsx/)).toEqual([
      'data-sources-listing',
      'language-tips-listing',
      'research-programs-listing',
      'study-options-listing',
      'teaching-materials-listing',
    ]);
  });

  it('builds a listing’s guided path, the suggestion tools’ settings, a card’s heading and the responsive image into the chunks of the elements that use them', () => {
    expect(holders(/\/listing\/GuideSection\.tsx(\?copy=|$)/)).toEqual(['data-sources-listing', 'study-options-listing']);
    expect(holders(/\/listing\/use-guide\.ts(\?copy=|$)/)).toEqual(['data-sources-listing', 'study-options-listing']);
    expect(holders(/\/entities\/suggestion\.ts(\?copy=|$)/)).toEqual(['data-sources-listing', 'study-options-listing', 'suggestion-tool']);
    // The stepper and the guided path's view go with each element that shows a guided path (the
    // language quiz lays out its own steps: no path view); a listing's path with its listing.
    expect(holders(/\/core\/stepper\.ts(\?copy=|$)/)).toEqual([
      'data-sources-listing',
      'language-quiz',
      'simple-quiz',
      'study-options-listing',
      'suggestion-tool',
    ]);
    expect(holders(/\/views\/GuidePath\.tsx(\?copy=|$)/)).toEqual(['data-sources-listing', 'simple-quiz', 'study-options-listing', 'suggestion-tool']);
    // A card's heading goes with each element that shows cards (the personnel hub's recent items
    // too), not with the content API's chunk, which the tables, the A–Z indexes and the guided
    // tools load.
    const cardHeadings = holders(/\/views\/CardHeading\.tsx(\?copy=|$)/);
    expect(cardHeadings).toEqual(expect.arrayContaining(['events-listing', 'people-hub', 'personnel-hub-recent', 'student-guide-news']));
    for (const chunk of ['content-api', 'listing', 'runtime', 'summer-school-listing', 'site-index', 'simple-quiz']) expect(cardHeadings).not.toContain(chunk);
    // The responsive image goes with each hub whose cards show images (the image card hubs through
    // their copy of the image card), not with every card hub.
    expect(holders(/\/views\/ResponsiveImage\.tsx(\?copy=|$)/)).toEqual([
      'data-sources-listing',
      'events-listing',
      'language-tips-listing',
      'news-listing',
      'people-hub',
      'research-programs-listing',
      'student-guide-events',
      'student-guide-news',
      'study-options-listing',
      'teaching-materials-listing',
    ]);
  });

  it('loads no date code (the zone rules) with an element that shows no date', async () => {
    for (const [path, selector] of [
      ['/simple-quiz.html', 'simple-quiz legend'],
      ['/language-quiz.html', 'language-quiz button'],
      ['/suggestion-tool.html', 'suggestion-tool legend'],
    ]) {
      const { page, requests, problems } = await open(path!);
      await page.locator(selector!).first().waitFor();
      const names = requests.filter((u) => u.includes('/dist/chunks/')).map((u) => u.replace(/.*\/|-[\w-]{6,8}\.js$/g, ''));
      expect(names, path).toContain('runtime');
      for (const name of names) expect(holders(/\/core\/dates\.ts(\?copy=|$)/), path).not.toContain(name);
      expect(problems).toEqual([]);
    }
    // The listing engine holds them; an element that shows dates without it, a copy.
    expect(holders(/\/core\/dates\.ts(\?copy=|$)/)).toEqual(['aalto-quicksearch', 'listing', 'personnel-hub-recent']);
  });

  it('is harmless when loaded twice', async () => {
    const { page, problems } = await open('/summer-school.html');
    // The same file at another URL is a second module instance: every define runs again.
    await page.addScriptTag({ type: 'module', url: '/dist/aalto-hubs.js?again=1' });
    await page.addScriptTag({ type: 'module', url: '/dist/aalto-hubs.js' });
    await page.getByRole('table').waitFor();
    expect(await page.locator('summer-school-listing table').count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('loads the texts of the language an element shows, and of another when its language changes', async () => {
    const { page, requests, problems } = await open('/summer-school.html?lang=sv');
    const listing = page.locator('summer-school-listing');
    const texts = () => requests.filter((u) => u.includes('/dist/chunks/lang/')).map((u) => u.replace(/.*\/|-\w{8}\.js$/g, ''));
    await expect.poll(() => listing.locator('.aalto-count').textContent()).toMatch(/^Visar \d+ kurser$/);
    expect(texts()).toEqual(['summer-school-listing.sv']);
    await listing.evaluate((el) => el.setAttribute('language', 'fi'));
    await expect.poll(() => listing.locator('.aalto-count').textContent()).toMatch(/^Näytetään \d+ kurssia$/);
    // Back to Swedish: its texts are here already.
    await listing.evaluate((el) => el.setAttribute('language', 'sv'));
    await expect.poll(() => listing.locator('.aalto-count').textContent()).toMatch(/^Visar \d+ kurser$/);
    expect(texts()).toEqual(['summer-school-listing.sv', 'summer-school-listing.fi']);
    expect(problems).toEqual([]);
  });

  it("keeps a site's text overrides over the loaded texts, in their language only", async () => {
    const { page, problems } = await open('/');
    await page.evaluate(() => {
      const element = document.createElement('summer-school-listing');
      element.setAttribute('language', 'sv');
      const script = document.createElement('script');
      script.type = 'application/json';
      script.textContent = JSON.stringify({ sv: { count: 'Här finns {count}' }, fi: { count: 'Tässä {count}' } });
      element.append(script);
      document.body.append(element);
    });
    const count = () => page.locator('summer-school-listing .aalto-count').textContent();
    await expect.poll(count).toMatch(/^Här finns \d+$/);
    await page.locator('summer-school-listing').evaluate((el) => el.setAttribute('language', 'fi'));
    await expect.poll(count).toMatch(/^Tässä \d+$/);
    await page.locator('summer-school-listing').evaluate((el) => el.setAttribute('language', 'en'));
    await expect.poll(count).toMatch(/^Showing \d+ courses$/);
    expect(problems).toEqual([]);
  });

  it('shows its texts when the page loads the loader with a query (aalto-hubs.js?v=3, a second instance of it)', async () => {
    const { page, context, problems, requests } = await open('/');
    await context.route('**/summer-school.html*', async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, body: (await answer.text()).replace('/dist/aalto-hubs.js"', '/dist/aalto-hubs.js?v=3"') });
    });
    await page.goto(page.url().replace(/\/?$/, '/summer-school.html?lang=fi'));
    await expect.poll(() => page.locator('summer-school-listing .aalto-count').textContent()).toMatch(/^Näytetään \d+ kurssia$/);
    expect(requests.some((u) => u.endsWith('/dist/aalto-hubs.js?v=3'))).toBe(true);
    expect(problems).toEqual([]);
  });

  it('leaves an element empty and reports aalto-error once when its texts cannot load, then renders on the next change', async () => {
    const { page, context, problems, requests } = await open('/');
    let fail = true;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/dist/chunks/lang/**', async (route) => {
      await held;
      await (fail ? route.abort() : route.fallback());
    });
    await page.evaluate(() => {
      const element = document.createElement('summer-school-listing');
      element.addEventListener('aalto-error', () => element.setAttribute('data-error', String(Number(element.getAttribute('data-error') ?? 0) + 1)));
      document.body.append(element);
    });
    // Changes while the texts are on their way wait for the same load (one error, not one each).
    // The runtime has the element (its React side, `Mounted`, waits for the texts).
    await page.waitForFunction(() => (document.querySelector('summer-school-listing') as unknown as { view: unknown }).view != null);
    await page.locator('summer-school-listing').evaluate((el) => el.setAttribute('link-target', '_blank'));
    await page.locator('summer-school-listing').evaluate((el) => el.setAttribute('link-target', '_self'));
    release();
    await page.locator('summer-school-listing[data-error]').waitFor({ state: 'attached' });
    expect(await page.locator('summer-school-listing').textContent()).toBe('');
    // Only the failed requests (the loader's early start and the element's own) are logged; nothing is thrown.
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem).toMatch(/^error: Failed to load resource/);
    fail = false;
    await page.locator('summer-school-listing').evaluate((el) => el.setAttribute('language', 'en'));
    await expect.poll(() => page.locator('summer-school-listing .aalto-count').textContent()).toMatch(/^Showing \d+ courses$/);
    expect(await page.locator('summer-school-listing').getAttribute('data-error')).toBe('1');
    // The page is in English: the same file again, under a query of its own (Chromium 150 keeps a
    // failed module's failure for its address, and would fail the retry without a request).
    expect(requests.filter((url) => /summer-school-listing\.en-[\w-]+\.js\?retry=1$/.test(url))).toHaveLength(1);
  });

  it('works with dist/ at another path and on another page path', async () => {
    const { page, problems } = await open('/deep/path/page.html');
    expect(page.url()).toContain('/deep/path/page.html');
    await page.getByRole('table').waitFor();
    expect(problems).toEqual([]);
  });
});
