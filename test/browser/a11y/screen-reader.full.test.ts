/**
 * What a screen reader hears (journey.ts, journeys.ts): each element of the registry on its demo
 * page, in Finnish and English, at 1280 px: its main journey with every live-region change and the
 * accessibility tree before and after, then the page with every content API call failing. The
 * transcripts are committed (`__snapshots__/<tag>.<lang>.md`, for review); one that changes fails
 * until updated on purpose with `-u`. What the journeys must announce is asserted in their steps;
 * a known failure not fixed yet is marked in known-failures.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, it } from 'vitest';
import { engines, useEngine } from '../../engines';
import { DESKTOP_LAYOUT, enginePage } from './driver';
import { Journey, type Language } from './journey';
import { failureJourney, journeyFor } from './journeys';
import { sortFailures } from './known-failures';

const registry: Array<{ tag: string; page: string }> = JSON.parse(readFileSync(`${process.cwd()}/dist/registry.json`, 'utf8'));
const LANGUAGES: Language[] = ['en', 'fi'];
/** More items than a listing's first page (Show more), few enough for a short transcript. */
const COUNT = 24;
/** Elements that call no content API: no failure to hear. */
const NO_CONTENT_API = new Set(['aalto-cookie-consent', 'aalto-quicksearch']);

describe.each(engines())('what a screen reader hears in %s', (name) => {
  const engine = useEngine(name);
  const test = name === 'chromium' ? it.concurrent : it;
  for (const { tag, page: path } of registry) {
    test(
      `${tag}: its journey announces what changed, in fi and en`,
      ({ expect }) =>
        engine.withPage(async (driven) => {
          const page = enginePage(driven);
          const failures: string[] = [];
          for (const lang of LANGUAGES) {
            await page.goto(`/${path}?lang=${lang}`, { layout: DESKTOP_LAYOUT, count: COUNT });
            const journey = new Journey(page, tag, lang);
            await journey.begin('On load');
            await journeyFor(tag)(journey);
            await journey.end();
            expect(await page.problems(), `${tag} ${lang}`).toEqual([]);
            if (!NO_CONTENT_API.has(tag)) {
              await page.goto(`/${path}?lang=${lang}`, { layout: DESKTOP_LAYOUT, faults: { '*': '500' } });
              await journey.begin('When every content API call fails');
              const retried = await failureJourney(journey);
              journey.expect(retried, "failure: no 'Try again'");
            }
            failures.push(...journey.failures.map((f) => `${lang}: ${f}`));
            await expect(journey.text()).toMatchFileSnapshot(`./__snapshots__/${tag}.${lang}.md`);
          }
          const { unexpected, expected, stale } = sortFailures('journey', name, tag, failures);
          if (expected.length) console.log(`${tag}: expected (known failures):\n  ${expected.join('\n  ')}`);
          expect(unexpected, `${tag}:\n${unexpected.join('\n')}`).toEqual([]);
          expect(stale, `${tag}: known failures that no longer happen (remove their marks)`).toEqual([]);
        }),
      240_000,
    );
  }
});
