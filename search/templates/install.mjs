// Installs a site's templates (templates.mjs) in a cluster, and loads the demo corpus (the
// documents the embedded search service of demo/search/ serves) through the bulk API. Both go
// through the official OpenSearch JavaScript client.
import { Client } from '@opensearch-project/opensearch';
import { ENVIRONMENTS, INDEX_TYPES, LANGUAGES, cleanPrefix, indexName, siteTemplates } from './templates.mjs';

/** A client for a cluster address (credentials may be in it: https://user:password@host). */
export function clientFor(host, { insecure = false } = {}) {
  return new Client({ node: host, ssl: insecure ? { rejectUnauthorized: false } : undefined, requestTimeout: 120_000 });
}

/** Puts every component and index template of the site; returns their names. */
export async function installTemplates(client, options = {}) {
  const { components, indexTemplates } = siteTemplates(options);
  // All at once: the cluster applies them in batches (an index template needs its components first).
  await Promise.all(components.map(({ name, body }) => client.cluster.putComponentTemplate({ name, body })));
  await Promise.all(indexTemplates.map(({ name, body }) => client.indices.putIndexTemplate({ name, body })));
  return { components: components.map((c) => c.name), indexTemplates: indexTemplates.map((t) => t.name) };
}

/**
 * What a site chose when it installed its templates (`--shards`, `--replicas`, `--environments`),
 * read back from its installed index templates: `{ shards, replicas, environments }`, or {} when
 * none of the prefix is installed.
 */
export async function installedSettings(client, prefix = 'aalto') {
  const site = cleanPrefix(prefix);
  let templates;
  try {
    ({
      body: { index_templates: templates },
    } = await client.indices.getIndexTemplate({ name: `${site}-*` }));
  } catch (error) {
    if (error.meta?.statusCode === 404) return {};
    throw error;
  }
  const ours = templates.filter(({ index_template: t }) => t._meta?.managed_by === 'aalto-hubs' && t._meta?.site === site);
  if (!ours.length) return {};
  const { settings = {} } = ours[0].index_template.template ?? {};
  const index = settings.index ?? settings;
  const patterns = ours.flatMap(({ index_template: t }) => t.index_patterns);
  const environments = ENVIRONMENTS.filter((environment) => patterns.some((pattern) => pattern.startsWith(`${site}_${environment}_`)));
  return {
    ...(index.number_of_shards !== undefined && { shards: Number(index.number_of_shards) }),
    ...(index.auto_expand_replicas !== undefined && { replicas: String(index.auto_expand_replicas) }),
    ...(environments.length && { environments }),
  };
}

/**
 * `npm run search:seed`: installs the templates of the languages it loads (their mappings as this
 * version makes them; the shards, replicas and environments as the site installed them, unless
 * `shards` or `replicas` say otherwise), then loads the demo corpus. Returns the settings
 * installed, the index templates and the documents per index.
 */
export async function seedSite(client, { prefix = 'aalto', environment = 'live', languages = LANGUAGES, shards, replicas, ...load } = {}) {
  const installed = await installedSettings(client, prefix);
  const settings = {
    ...installed,
    ...(shards !== undefined && { shards }),
    ...(replicas !== undefined && { replicas }),
    environments: [...new Set([...(installed.environments ?? ENVIRONMENTS), environment])],
  };
  const { indexTemplates } = await installTemplates(client, { prefix, languages, ...settings });
  const counts = await seedDemo(client, { prefix, environment, languages, ...load });
  return { settings, indexTemplates, counts };
}

/** A demo document as a cluster stores it: without the demo's own bookkeeping (`_id`, `_indices`). */
export function sourceOf(doc) {
  const { _id, _indices, _index, ...source } = doc;
  return source;
}

/**
 * Loads the demo corpus into `{prefix}_{environment}_{type}_{language}` (the indexes created anew,
 * by the templates), through the bulk API; then refreshes. Returns the count per index.
 * types: the index types to load (default every one).
 */
export async function seedDemo(client, { prefix = 'aalto', environment = 'live', languages = LANGUAGES, types = Object.keys(INDEX_TYPES), documents } = {}) {
  const load = documents ?? (await import('../../demo/search/documents.mjs')).documents;
  const counts = {};
  const names = [];
  for (const language of languages) for (const type of types) names.push(indexName(prefix, environment, type, language));
  await client.indices.delete({ index: names.join(','), ignore_unavailable: true });
  for (const name of names) {
    await client.indices.create({ index: name });
    counts[name] = 0;
  }
  for (const language of languages) {
    const lines = [];
    for (const doc of load(language)) {
      for (const type of doc._indices) {
        if (!types.includes(type)) continue;
        const index = indexName(prefix, environment, type, language);
        lines.push({ index: { _index: index, _id: doc._id } }, sourceOf(doc));
        counts[index] = (counts[index] ?? 0) + 1;
      }
    }
    // Batches of 5,000 documents: a few MB a request.
    for (let i = 0; i < lines.length; i += 10_000) {
      const { body } = await client.bulk({ body: lines.slice(i, i + 10_000) });
      if (body.errors) {
        const failed = body.items.map((item) => Object.values(item)[0]).filter((item) => item.error);
        throw new Error(`bulk load: ${failed.length} documents refused, the first: ${JSON.stringify(failed[0])}`);
      }
    }
  }
  await client.indices.refresh({ index: names.join(',') });
  return counts;
}

export { ENVIRONMENTS, LANGUAGES, INDEX_TYPES };
