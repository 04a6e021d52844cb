/** The two hubs made only of a definition: grants and awards, innovation teams. */
import fetchMock from 'fetch-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { grantsAwards } from '../../src/hubs/grants-awards-listing/endpoints';
import { closesAt, deadlineOrder, isClosingSoon, isRecentlyPosted } from '../../src/hubs/grants-awards-listing/hub';
import { until, useElementTestPage } from './helpers';
import { choice, chooseFilter, count, LOAD_FAILED, loaded, mount, openFilters, titles, untilFailed } from './listing-driver';

const GRANTS = 'path:/aalto_api/into/grants-awards';
const TEAMS = 'path:/aalto_api/innovation_teams/list';
const NOW = Date.parse('2026-11-21T12:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW + days * DAY).toISOString();

function grant(id: string, overrides: Record<string, unknown> = {}) {
  return {
    nodeId: id,
    title: `Grant ${id}`,
    url: `/en/grants/${id}`,
    summary: `About ${id}`,
    field: ['Engineering'],
    topic: ['Prize'],
    deadline: at(60),
    ongoingApplication: false,
    published: at(-100),
    privacyType: 'public',
    ...overrides,
  };
}
function team(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `Team ${id}`,
    url: `/en/teams/${id}`,
    status: 'Pilot',
    sdg: ['13'],
    industry: ['Energy'],
    impact: ['Climate'],
    origin: 'Research project',
    establishedYear: 2020,
    lookingFor: ['Funding'],
    created: at(-10),
    ...overrides,
  };
}

useElementTestPage(() => history.replaceState(null, '', '/'));
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterEach(() => vi.useRealTimers());

describe('grants statuses and order', () => {
  const parse = (raw: Record<string, unknown>) => grantsAwards.parse({ grantsAwards: [raw] }).grantsAwards[0]!;

  it("is 'Closing soon' within 14 days of the deadline, a date-only deadline counting its whole day", () => {
    expect(isClosingSoon(parse(grant('a', { deadline: at(13) })), NOW)).toBe(true);
    expect(isClosingSoon(parse(grant('b', { deadline: at(15) })), NOW)).toBe(false);
    expect(isClosingSoon(parse(grant('c', { deadline: at(-1) })), NOW)).toBe(false);
    // Due today (a date only): still open until the day ends in Helsinki.
    expect(isClosingSoon(parse(grant('d', { deadline: '2026-11-21' })), NOW)).toBe(true);
    expect(closesAt(parse(grant('d', { deadline: '2026-11-21' })))).toBe(Date.parse('2026-11-21T21:59:59.999Z'));
    expect(isClosingSoon(parse(grant('e', { deadline: at(3), ongoingApplication: true })), NOW)).toBe(false);
  });

  it("is 'Recently posted' when published within the last 14 days, not in the future", () => {
    expect(isRecentlyPosted(parse(grant('a', { published: at(-13) })), NOW)).toBe(true);
    expect(isRecentlyPosted(parse(grant('b', { published: at(-15) })), NOW)).toBe(false);
    expect(isRecentlyPosted(parse(grant('c', { published: at(2) })), NOW)).toBe(false);
  });

  it('orders open deadlines soonest first, then continuously open, then passed deadlines, then none', () => {
    const keys = [
      grant('soon', { deadline: at(2) }),
      grant('late', { deadline: at(90) }),
      grant('open', { ongoingApplication: true, deadline: null }),
      grant('passed', { deadline: at(-3) }),
      grant('none', { deadline: 'x' }),
    ].map((g) => deadlineOrder(parse(g), NOW));
    expect(keys[0]).toBeLessThan(keys[1]!);
    expect(keys[1]).toBeLessThan(keys[2]!);
    expect(keys[2]).toBeLessThan(keys[3]!);
    expect(keys[4]).toBeNull();
  });
});

describe('<grants-awards-listing>', () => {
  const list = [
    grant('late', { deadline: at(90), field: ['Business'] }),
    grant('soon', { deadline: at(5), published: at(-2) }),
    grant('open', { ongoingApplication: true, deadline: null, topic: ['Travel grant'] }),
    grant('passed', { deadline: at(-3) }),
    grant('staff', { deadline: at(20), privacyType: 'community' }),
    grant('drupal', { deadline: at(21), privacyType: { target_id: 'staff' } }),
  ];

  it('orders by deadline, shows the Finnish date or continuously open, and badges that serve as filters', async () => {
    fetchMock.route(GRANTS, { data: { grantsAwards: list, meta: {} } });
    const el = await mount('grants-awards-listing');
    await loaded(el);
    expect(titles(el)).toEqual(['Grant soon', 'Grant late', 'Grant open', 'Grant passed']);
    expect(count(el)).toBe('Showing 4 grants and awards');
    const cards = el.querySelectorAll('.aalto-card');
    expect(cards[0]!.querySelector('time')!.textContent).toBe('26.11.2026');
    expect([...cards[0]!.querySelectorAll('.aalto-badge')].map((b) => b.textContent)).toEqual(['Closing soon', 'Recently posted']);
    expect(cards[2]!.textContent).toContain('DeadlineContinuously open');
    await chooseFilter(el, 'Closing soon');
    expect(titles(el)).toEqual(['Grant soon']);
    expect(location.search).toBe('');
    await until(() => location.search === '?status=closing-soon');
  });

  it('counts what each choice would give and disables a choice with none', async () => {
    fetchMock.route(GRANTS, { data: { grantsAwards: list, meta: {} } });
    const el = await mount('grants-awards-listing');
    await loaded(el);
    await openFilters(el);
    const label = (text: string) => choice(el, text).closest('label')!;
    expect(label('Engineering').textContent).toBe('Engineering (3)');
    expect(label('Business').textContent).toBe('Business (1)');
    await chooseFilter(el, 'Travel grant');
    // Within the topic chosen, no business grant is left: that choice is disabled and says 0.
    expect(label('Business').textContent).toBe('Business (0)');
    expect(choice(el, 'Business').disabled).toBe(true);
    // Its own group still counts as if nothing in it were chosen (choosing more widens it).
    expect(label('Prize').textContent).toBe('Prize (3)');
  });

  it('keeps community-only calls (any privacy type but public, of any shape) from anonymous visitors', async () => {
    fetchMock.route(GRANTS, { data: { grantsAwards: list, meta: {} } });
    const member = await mount('grants-awards-listing', { 'user-id': '7' });
    await loaded(member);
    expect(titles(member)).toContain('Grant staff');
    expect(titles(member)).toContain('Grant drupal');
    await chooseFilter(member, 'Community only');
    expect(titles(member)).toEqual(['Grant staff', 'Grant drupal']);
    expect(member.querySelector('.aalto-badge')!.textContent).toBe('Aalto community');
  });

  it("says it could not load after a failure (besides 'No results'), and renders hostile text as text", async () => {
    fetchMock.route(GRANTS, 500);
    const failed = await mount('grants-awards-listing');
    await untilFailed(failed);
    expect(count(failed)).toBe(LOAD_FAILED.en);
    // The empty state stays (docs/api.md, 'Messages'); the count says why, and 'Try again' is
    // there.
    expect(failed.querySelector('.aalto-status')!.textContent).toMatch(/^No results/);
    expect(failed.querySelector('.aalto-load-failure button')!.textContent).toBe('Try again');
    failed.remove();
    fetchMock.removeRoutes();
    fetchMock.route(GRANTS, {
      data: {
        grantsAwards: [grant('x', { title: '<img src=x onerror=alert(1)>', url: 'javascript:alert(1)', summary: '<b>bold</b>', field: 5, topic: null })],
      },
    });
    const el = await mount('grants-awards-listing');
    await loaded(el);
    expect(el.querySelector('img')).toBeNull();
    expect(el.querySelector('b')).toBeNull();
    expect(el.querySelector('a[href^="javascript"]')).toBeNull();
    expect(titles(el)).toEqual(['<img src=x onerror=alert(1)>']);
    expect(el.textContent).toContain('Field5');
  });
});

describe('<innovation-teams-listing>', () => {
  const list = [
    team('b', { name: 'Boreal', sdg: ['7', '13'], created: at(-400) }),
    team('a', { name: 'Aurora', sdg: ['3'], status: 'Idea', lookingFor: [], created: at(-5) }),
    team('c', { name: 'Cobalt', sdg: ['sdg13', '99'], industry: ['Materials'], created: at(-50), establishedYear: 'soon' }),
  ];

  it('lists teams by name with their goals by number and name, and sorts newest first on request', async () => {
    fetchMock.route(TEAMS, { data: { innovation_teams: list, meta: {} } });
    const el = await mount('innovation-teams-listing');
    await loaded(el);
    expect(titles(el)).toEqual(['Aurora', 'Boreal', 'Cobalt']);
    const boreal = el.querySelectorAll('.aalto-card')[1]!;
    expect(boreal.textContent).toContain('SDG 7: Affordable and clean energy, SDG 13: Climate action');
    expect(boreal.textContent).toContain('Established2020');
    // A value that is no goal is shown as sent; a year that is not a number is left out.
    expect(el.querySelectorAll('.aalto-card')[2]!.textContent).toContain('SDG 13: Climate action, 99');
    expect(el.querySelectorAll('.aalto-card')[2]!.textContent).not.toContain('Established');
    const select = el.querySelector('select')!;
    expect(select.labels[0]!.textContent).toBe('Sort by');
    select.value = 'newest';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => titles(el)[0] === 'Aurora' && titles(el)[1] === 'Cobalt');
    expect(titles(el)).toEqual(['Aurora', 'Cobalt', 'Boreal']);
    // The count line (the live region) names the new order: a sort changes no count.
    expect(count(el)).toBe('Showing 3 teams. Order: Newest first');
  });

  it('filters by goal, industry and looking-for, AND across groups', async () => {
    fetchMock.route(TEAMS, { data: { innovation_teams: list, meta: {} } });
    const el = await mount('innovation-teams-listing', { language: 'fi' });
    await loaded(el, /Ei tuloksia/);
    await chooseFilter(el, 'Tavoite 13: Ilmastotekoja');
    expect(titles(el)).toEqual(['Boreal', 'Cobalt']);
    await chooseFilter(el, 'Materials');
    expect(titles(el)).toEqual(['Cobalt']);
    await until(() => location.search === '?sdg=13&industry=Materials');
  });

  it('says it could not load for a body that is not JSON, in Swedish', async () => {
    fetchMock.route(TEAMS, { body: 'not json', headers: { 'content-type': 'application/json' } });
    const el = await mount('innovation-teams-listing', { language: 'sv' });
    await untilFailed(el);
    expect(count(el)).toBe(LOAD_FAILED.sv);
    expect(el.querySelector('.aalto-load-failure button')!.textContent).toBe('Försök igen');
  });
});
