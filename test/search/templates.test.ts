/**
 * The index templates and the commands that install them, on the OpenSearch node of the search
 * tests (test/search/global-setup.ts): under a prefix of their own, so that the seeded `aalto_*`
 * indexes the contract tests read stay as they are.
 */
import type { Client } from '@opensearch-project/opensearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, installTemplates, seedSite } from '../../search/templates/install.mjs';
import { Corpus } from '../../demo/search/engine.mjs';
import { searchHitSchema } from '../../src/hubs/aalto-quicksearch/entities';
import { newsQuery } from '../../src/hubs/news-listing/search-query';
import { nodeReady, skipReason } from './node';

const skip = skipReason();

describe.skipIf(skip)('the index templates on OpenSearch 2.19', () => {
  let client: Client;
  const PREFIX = 'templatecheck';
  /** A dated index behind the news alias, as a site's indexer makes one: the `aalto` templates' pattern takes it. */
  const FORMS = 'aalto_live_news_en-forms';
  /** One programme: what the seed loads here (the whole demo corpus is the global setup's). */
  const documents = () => [{ _id: 'en-1', _indices: ['programmes'], title: ['Master’s Programme in Physics'], url: ['/en/programmes/physics'], nid: [1] }];

  beforeAll(async () => {
    client = clientFor((await nodeReady()).url);
  }, 200_000);

  afterAll(async () => {
    if (!client) return;
    await client.indices.delete({ index: `${PREFIX}_*,${FORMS}`, ignore_unavailable: true });
    await client.indices.deleteIndexTemplate({ name: `${PREFIX}-*` }).catch(() => {});
    await client.cluster.deleteComponentTemplate({ name: `${PREFIX}-*` }).catch(() => {});
    await client.close();
  });

  it('search:seed keeps the shards, replicas and environments a site installed them with', async () => {
    await installTemplates(client, { prefix: PREFIX, shards: 3, replicas: '0-2', environments: ['test', 'live'], languages: ['en'] });
    const { settings } = await seedSite(client, { prefix: PREFIX, environment: 'live', languages: ['en'], types: ['programmes'], documents });
    const { body } = await client.indices.getIndexTemplate({ name: `${PREFIX}-public-en` });
    const template = body.index_templates[0]!.index_template;
    expect(template.template?.settings?.index).toMatchObject({ number_of_shards: '3', auto_expand_replicas: '0-2' });
    expect(template.index_patterns).not.toContain(`${PREFIX}_dev_public_en`);
    // The index the seed made took the site's shards.
    const index = `${PREFIX}_live_programmes_en`;
    const { body: made } = await client.indices.getSettings({ index });
    expect(made[index]!.settings?.index).toMatchObject({ number_of_shards: '3', auto_expand_replicas: '0-2' });
    expect(settings).toMatchObject({ shards: 3, replicas: '0-2', environments: ['test', 'live'] });
  });

  it('takes every date and flag form the elements read, and drops only a date they cannot read, as the embedded service does', async () => {
    const at = (...parts: [number, number, number, number?, number?, number?, number?]) => Date.UTC(...parts);
    // What Drupal's indexers send: `Y-m-d H:i:s`, ISO with an offset, a day, flags as 1 and "1".
    const forms = [
      { id: 'space', published_at: '2026-11-20 10:00:00', is_into_content: 1, instant: at(2026, 10, 20, 10), flag: true },
      { id: 'minutes', published_at: '2026-11-21 09:30', is_into_content: '1', instant: at(2026, 10, 21, 9, 30), flag: true },
      { id: 'offset', published_at: '2026-11-19T10:00:00+02:00', is_into_content: true, instant: at(2026, 10, 19, 8), flag: true },
      { id: 'day', published_at: '2026-11-18', is_into_content: 'true', instant: at(2026, 10, 18), flag: true },
      { id: 'fraction', published_at: '2026-11-17 08:00:00.25+0200', is_into_content: 0, instant: at(2026, 10, 17, 6, 0, 0, 250), flag: false },
      // Epoch seconds: a date field reads a number as milliseconds, January 1970.
      { id: 'epoch', published_at: 1795168800, is_into_content: false, instant: null, flag: false },
      { id: 'text', published_at: '20.11.2026', is_into_content: '0', instant: null, flag: false },
    ];
    const sources = forms.map(({ id, published_at, is_into_content }) => ({
      title: [`Form ${id}`],
      url: [`/en/news/${id}`],
      nid: [id],
      type: ['news'],
      published_at: [published_at],
      is_into_content: [is_into_content],
    }));
    await client.indices.delete({ index: FORMS, ignore_unavailable: true });
    const { body: bulk } = await client.bulk({
      refresh: 'true',
      body: sources.flatMap((source, i) => [{ index: { _index: FORMS, _id: forms[i]!.id } }, source]),
    });
    const refused = bulk.items.map((item) => Object.values(item)[0]).filter((item) => item?.error);
    expect(refused, JSON.stringify(refused)).toEqual([]);

    // Newest first, the undated last: on the node and in the embedded service alike.
    const body = newsQuery('');
    const { body: answer } = await client.search({ index: FORMS, body: body as Record<string, unknown> });
    const node = answer.hits.hits.map((hit) => [hit._id, hit.sort?.[0]]);
    const embedded = new Corpus(
      sources.map((source, i) => ({ ...source, _id: forms[i]!.id, _index: FORMS })),
      'en',
    )
      .search(body)
      .hits.hits.map((hit) => [hit._id, hit.sort?.[0]]);
    const dated = forms.filter((f) => f.instant !== null).sort((a, b) => b.instant - a.instant);
    expect(node.slice(0, dated.length)).toEqual(dated.map((f) => [f.id, f.instant]));
    expect(embedded.slice(0, dated.length)).toEqual(dated.map((f) => [f.id, f.instant]));
    expect(new Set(node.slice(dated.length).map(([id]: unknown[]) => id))).toEqual(new Set(['epoch', 'text']));
    expect(new Set(embedded.slice(dated.length).map(([id]: unknown[]) => id))).toEqual(new Set(['epoch', 'text']));

    // The element reads the same flags, and a date wherever the cluster has one.
    for (const [i, form] of forms.entries()) {
      const hit = searchHitSchema.compute(sources[i]);
      expect(hit?.isIntoContent, form.id).toBe(form.flag);
      expect(hit?.publishedAt !== null, form.id).toBe(form.instant !== null);
    }
  });
});
