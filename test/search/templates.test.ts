/**
 * The index templates and the commands that install them, on the OpenSearch node of the search
 * tests (test/search/global-setup.ts): under a prefix of their own, so that the seeded `aalto_*`
 * indexes the contract tests read stay as they are.
 */
import type { Client } from '@opensearch-project/opensearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, installTemplates, seedSite } from '../../search/templates/install.mjs';
import { nodeReady, skipReason } from './node';

const skip = skipReason();

describe.skipIf(skip)('the index templates on OpenSearch 2.19', () => {
  let client: Client;
  const PREFIX = 'templatecheck';
  /** One programme: what the seed loads here (the whole demo corpus is the global setup's). */
  const documents = () => [{ _id: 'en-1', _indices: ['programmes'], title: ['Master’s Programme in Physics'], url: ['/en/programmes/physics'], nid: [1] }];

  beforeAll(async () => {
    client = clientFor((await nodeReady()).url);
  }, 200_000);

  afterAll(async () => {
    if (!client) return;
    await client.indices.delete({ index: `${PREFIX}_*`, ignore_unavailable: true });
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
});
