import fetchMock from 'fetch-mock';
import { describe, expect, it } from 'vitest';
import '../../elements/loader';
import { callsAtFirstCommit, mount as mountElement, until, useElementTestPage } from './helpers';

const RECENT = 'path:/aalto_api/personnel_hub/recent';
const news = (id: string, published: string, more: Record<string, unknown> = {}) => ({ id, name: `News ${id}`, url: `/en/news/${id}`, published, ...more });
const event = (id: string, start: string, more: Record<string, unknown> = {}) => ({
  nodeId: id,
  title: `Event ${id}`,
  url: `/en/events/${id}`,
  eventDates: { start, end: start },
  location: 'Otaniemi',
  ...more,
});

const mount = (attrs: Record<string, string> = {}) => mountElement('personnel-hub-recent', attrs, (el) => el.querySelector('[role="tablist"]'));
const tabs = (el: Element) => [...el.querySelectorAll<HTMLElement>('[role="tab"]')];
const selected = (el: Element) => tabs(el).find((t) => t.getAttribute('aria-selected') === 'true')!.textContent;
const links = (el: Element) => [...el.querySelectorAll('[role="tabpanel"] a')].map((a) => a.firstChild!.textContent);
const key = (target: Element, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));

useElementTestPage(() => history.replaceState(null, '', '/'));

describe('<personnel-hub-recent>', () => {
  it('starts its call in the commit of its first render, before the loading state can be painted', async () => {
    fetchMock.route(RECENT, { data: { news: {}, events: {}, meta: {} } });
    const el = document.createElement('personnel-hub-recent');
    const calls = callsAtFirstCommit(el, RECENT);
    document.body.append(el);
    expect(await calls).toBe(1);
  });

  it('shows a tab per unit and the selected unit’s news and events, by the WAI-ARIA tabs pattern', async () => {
    fetchMock.route(RECENT, {
      data: {
        news: { all: [news('n1', '2026-11-20')], arts: [news('n2', '2026-11-19')], sci: [] },
        events: { all: [event('e1', '2026-12-01')], arts: [event('e2', '2026-12-02')] },
        meta: {},
      },
    });
    const el = await mount();
    await until(() => links(el).length > 0);
    expect(tabs(el).map((t) => t.textContent)).toEqual(['All', 'Personnel', 'ARTS', 'BIZ', 'CHEM', 'ELEC', 'ENG', 'SCI']);
    expect(tabs(el).map((t) => t.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1, -1]);
    const panel = el.querySelector('[role="tabpanel"]')!;
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs(el)[0]!.id);
    expect(tabs(el)[0]!.getAttribute('aria-controls')).toBe(panel.id);
    expect(links(el)).toEqual(['News n1', 'Event e1']);
    expect(panel.querySelector('time')!.textContent).toBe('20.11.2026');

    tabs(el)[0]!.focus();
    key(tabs(el)[0]!, 'ArrowRight');
    key(document.activeElement!, 'ArrowRight');
    await until(() => selected(el) === 'ARTS');
    expect(document.activeElement).toBe(tabs(el)[2]);
    expect(links(el)).toEqual(['News n2', 'Event e2']);
    expect(new URLSearchParams(location.search).get('unit')).toBe('arts');

    key(document.activeElement!, 'End');
    await until(() => selected(el) === 'SCI');
    expect(el.querySelector('[role="tabpanel"]')!.textContent).toContain('No news found');
    expect(el.querySelector('[role="tabpanel"]')!.textContent).toContain('No events found');
    key(document.activeElement!, 'ArrowRight');
    await until(() => selected(el) === 'All');
    expect(location.search).toBe('');
    key(document.activeElement!, 'ArrowLeft');
    await until(() => selected(el) === 'SCI');
    key(document.activeElement!, 'Home');
    await until(() => selected(el) === 'All');
  });

  it('opens the unit the address names, and merges every unit into All when the server sends none', async () => {
    history.replaceState(null, '', '/?unit=biz');
    fetchMock.route(RECENT, {
      data: {
        news: { biz: [news('b', '2026-11-10')], eng: [news('e', '2026-11-12'), news('b', '2026-11-10')] },
        events: { biz: [event('x', '2026-12-05')], personnel: [event('y', '2026-12-01')] },
      },
    });
    const el = await mount();
    await until(() => links(el).length > 0);
    expect(selected(el)).toBe('BIZ');
    tabs(el)[0]!.click();
    await until(() => selected(el) === 'All');
    expect(links(el)).toEqual(['News e', 'News b', 'Event y', 'Event x']);
  });

  it('hides community events and role-restricted news from anonymous visitors only', async () => {
    const data = {
      data: {
        news: { all: [news('open', '2026-11-01'), news('staff', '2026-11-02', { field_role_restrictions: ['staff'] })] },
        events: { all: [event('c', '2026-12-01', { audience: 'community' })] },
      },
    };
    fetchMock.route(RECENT, data);
    const anonymous = await mount();
    await until(() => links(anonymous).length > 0);
    expect(links(anonymous)).toEqual(['News open']);
    anonymous.remove();
    const member = await mount({ 'user-id': '5', language: 'fi' });
    await until(() => links(member).length > 0);
    expect(links(member)).toEqual(['News open', 'News staff', 'Event c']);
    expect(tabs(member)[0]!.textContent).toBe('Kaikki');
  });

  it("says it could not load after garbage (not 'No news found'), and loads again on 'Try again'", async () => {
    fetchMock.route(RECENT, { body: 'not json', headers: { 'content-type': 'application/json' } }, { repeat: 1 });
    fetchMock.route(RECENT, { data: {} });
    const el = await mount();
    await until(() => el.querySelector('.aalto-load-failure [role="status"]')?.textContent === 'The content could not be loaded.');
    expect(el.textContent).not.toContain('No news found');
    (el.querySelector('.aalto-load-failure button') as HTMLButtonElement).click();
    await until(() => el.textContent.includes('No news found') && el.textContent.includes('No events found'));
    // The button went with the failure: focus is on the element (it has no count line), not the body.
    expect(document.activeElement).toBe(el);
  });
});
