/**
 * Random sequences of dialog choices, renews and Cookiebot events: after every step the cookies
 * hold the last choice, and exactly the categories whose stored value changed fired their accept
 * or decline event (no stored value counts as changed).
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCEPT_ALL, CATEGORIES, DECLINE_ALL, type Category, type Choices } from '../../src/core/consent/consent';
import { applyChoice, followCookiebot } from '../../src/core/consent/choice';
import { clearConsentCookies, consentCookies } from '../unit/consent-helpers';
import { runs } from './runs';

vi.setConfig({ testTimeout: 60_000 });

const choices = fc.record({ preferences: fc.boolean(), statistics: fc.boolean(), marketing: fc.boolean() }).map((c) => ({ necessary: true, ...c }));
const step = fc.oneof(
  fc.constant({ kind: 'accept-all' as const }),
  fc.constant({ kind: 'decline-all' as const }),
  choices.map((c) => ({ kind: 'save' as const, choices: c })),
  fc.constant({ kind: 'renew' as const }),
  fc.record({ kind: fc.constantFrom('cookiebot-accept' as const, 'cookiebot-decline' as const), choices }),
);

type Win = Window & { Cookiebot?: unknown };
afterEach(() => {
  delete (window as Win).Cookiebot;
  clearConsentCookies();
});

describe('consent rules hold at every step', () => {
  it('for random sequences of choices, renews and Cookiebot events', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), fc.boolean(), (steps, withCookiebot) => {
        clearConsentCookies();
        const target = document.createElement('div');
        const fired: Array<[string, Category]> = [];
        const listen = (e: Event) => fired.push([e.type, (e as CustomEvent<{ category: Category }>).detail.category]);
        target.addEventListener('aalto-consent-accept', listen);
        target.addEventListener('aalto-consent-decline', listen);
        const renew = vi.fn();
        const api: { consent?: Partial<Choices>; hasResponse: boolean; renew: () => void } = { hasResponse: false, renew };
        let stop = () => {};
        if (withCookiebot) {
          (window as Win).Cookiebot = api;
          stop = followCookiebot(target);
        }
        let model: Record<Category, boolean | null> = { necessary: null, preferences: null, statistics: null, marketing: null };
        try {
          for (const s of steps) {
            fired.length = 0;
            let next: Choices | null = null;
            if (s.kind === 'accept-all') next = ACCEPT_ALL;
            else if (s.kind === 'decline-all') next = DECLINE_ALL;
            else if (s.kind === 'save') next = s.choices;
            if (next) applyChoice(next, { target });
            else if (s.kind === 'renew') {
              // Renew only reopens the choice (or asks Cookiebot to): nothing is stored or fired.
              if (withCookiebot) api.renew();
            } else if (withCookiebot && (s.kind === 'cookiebot-accept' || s.kind === 'cookiebot-decline')) {
              api.consent = s.choices;
              api.hasResponse = true;
              window.dispatchEvent(new Event(s.kind === 'cookiebot-accept' ? 'CookiebotOnAccept' : 'CookiebotOnDecline'));
              next = s.choices;
            }
            const expected: Array<[string, Category]> = next
              ? CATEGORIES.filter((c) => model[c] !== next[c]).map((c) => [next[c] ? 'aalto-consent-accept' : 'aalto-consent-decline', c])
              : [];
            expect(fired).toEqual(expected);
            if (next) model = { ...next, necessary: true };
            const cookies = consentCookies();
            for (const c of CATEGORIES) {
              expect(cookies[`aalto_consent_${c}`] ?? null).toBe(model[c] === null ? null : model[c] ? '1' : '0');
            }
            expect(cookies.aalto_consent_necessary ?? '1').toBe('1');
          }
          if (withCookiebot) expect(renew).toHaveBeenCalledTimes(steps.filter((s) => s.kind === 'renew').length);
        } finally {
          stop();
          delete (window as Win).Cookiebot;
        }
      }),
      { numRuns: runs(1000) },
    );
  });

  it('Cookiebot firing its accept event on every page load changes nothing and fires nothing', () => {
    fc.assert(
      fc.property(choices, fc.integer({ min: 1, max: 5 }), (consent, loads) => {
        clearConsentCookies();
        const target = document.createElement('div');
        const fired: string[] = [];
        target.addEventListener('aalto-consent-accept', (e) => fired.push(e.type));
        target.addEventListener('aalto-consent-decline', (e) => fired.push(e.type));
        (window as Win).Cookiebot = { consent, hasResponse: true, renew: () => {} };
        const first = followCookiebot(target);
        first();
        const afterFirst = fired.length;
        expect(afterFirst).toBe(4);
        for (let i = 0; i < loads; i += 1) {
          const stop = followCookiebot(target);
          window.dispatchEvent(new Event('CookiebotOnAccept'));
          stop();
        }
        expect(fired.length).toBe(afterFirst);
      }),
      { numRuns: runs(300) },
    );
  });
});
