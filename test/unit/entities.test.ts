/**
 * The entity parsers (src/core/entities/) on hostile cases: the
 * audience of news and events fails closed, a search hit's self-study links keep their titles,
 * and an organisation tree of any depth parses without overflowing the stack.
 */
import { describe, expect, it } from 'vitest';
import { news as newsEndpoint, events as eventsEndpoint } from '../../src/listing/shared/events-news/endpoints';
import { peopleOrganisations } from '../../src/hubs/people-hub/endpoints';
import { newsAudience } from '../../src/listing/shared/events-news/entities';
import { searchHitSchema } from '../../src/hubs/aalto-quicksearch/entities';

describe('community news and events fail closed', () => {
  const parseNews = (restriction: unknown) => newsEndpoint.parse({ news: [{ id: 'n', name: 'N', field_role_restrictions: restriction }] }).news[0]!;
  it('counts any present, non-empty restriction of any shape as community', () => {
    for (const shape of [['staff'], [{ target_id: 'staff' }], { staff: 'staff' }, true, 'staff', 1]) {
      expect(newsAudience(parseNews(shape)), JSON.stringify(shape)).toBe('community');
    }
    for (const none of [[], null, undefined, '', false, {}, [null]]) {
      expect(newsAudience(parseNews(none)), JSON.stringify(none)).toBe('public');
    }
  });

  it('counts an event whose audience lists community as community, and an unknown shape too', () => {
    const audience = (value: unknown) => eventsEndpoint.parse({ events: [{ nodeId: 'e', title: 'E', audience: value }] }).events[0]!.audience;
    expect(audience(['public', 'community'])).toBe('community');
    expect(audience('community')).toBe('community');
    expect(audience({ target_id: 'community' })).toBe('community');
    expect(audience(true)).toBe('community');
    for (const unknown of ['intranet', 'staff', 'restricted', 'Yhteisö', 'everyone', ['public', 'intranet']])
      expect(audience(unknown), String(unknown)).toBe('community');
    expect(audience(['Public', ' offentlig '])).toBe('public');
    expect(audience('public')).toBe('public');
    expect(audience(['public'])).toBe('public');
    expect(audience(undefined)).toBe('public');
  });
});

describe('self-study links in a search hit keep their titles', () => {
  it('pairs links and titles by position before dropping unsafe links', () => {
    const hit = searchHitSchema.compute({
      title: ['Finnish'],
      kb_external_links: ['javascript:alert(1)', 'https://b.example/', '', 'https://d.example/'],
      kb_external_links_title: ['Bad', 'Second', 'Empty', 'Fourth'],
    });
    expect(hit?.externalLinks).toEqual([
      { url: 'https://b.example/', title: 'Second' },
      { url: 'https://d.example/', title: 'Fourth' },
    ]);
  });
});

describe('deeply nested organisations', () => {
  it('parse without overflowing the stack, cut at 32 levels', () => {
    let tree: Record<string, unknown> = { name: 'leaf', tid: 'x' };
    for (let i = 0; i < 5000; i += 1) tree = { name: `level ${i}`, tid: String(i), children: [tree] };
    const { organisations } = peopleOrganisations.parse({ organisations: [tree] });
    let depth = 0;
    for (let node = organisations[0]; node; node = node.children[0]) depth += 1;
    expect(depth).toBe(32);
  });
});
