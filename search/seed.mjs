// npm run search:seed [-- --host http://127.0.0.1:9200 --prefix aalto --environment live]:
// installs the index templates (search/templates/) in a cluster, the local node of
// `npm run search:opensearch` by default, and loads the demo corpus through the bulk API: the same
// documents the embedded search service serves (demo/search/documents.mjs), in every index of
// `{prefix}_{environment}_{type}_{language}`.
//
// The templates are installed again (their mappings as this version makes them) with the shards,
// replicas and environments the site's installed templates have: a site's `search:setup --shards 3`
// stays. `--shards N` and `--replicas A-B` change them, as search:setup's options do.
import { parseArgs } from 'node:util';
import { clientFor, seedSite } from './templates/install.mjs';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: process.env.OPENSEARCH_URL ?? 'http://127.0.0.1:9200' },
    prefix: { type: 'string', default: 'aalto' },
    environment: { type: 'string', default: 'live' },
    shards: { type: 'string' },
    replicas: { type: 'string' },
  },
});
const shards = values.shards === undefined ? undefined : Number(values.shards);
if ((shards !== undefined && !(Number.isInteger(shards) && shards >= 1)) || (values.replicas !== undefined && !/^\d+-(\d+|all)$/.test(values.replicas))) {
  console.error(`Not a valid option: --shards ${values.shards ?? ''} / --replicas ${values.replicas ?? ''}`);
  process.exit(2);
}

const started = Date.now();
const client = clientFor(values.host);
try {
  const { settings, indexTemplates, counts } = await seedSite(client, {
    prefix: values.prefix,
    environment: values.environment,
    shards,
    replicas: values.replicas,
  });
  console.log(
    `${indexTemplates.length} index templates installed at ${values.host} (${settings.shards ?? 1} shard(s), replicas ${settings.replicas ?? '0-1'}).`,
  );
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`${total} documents in ${Object.keys(counts).length} indexes (${((Date.now() - started) / 1000).toFixed(1)} s):`);
  for (const [index, count] of Object.entries(counts)) console.log(`  ${index}: ${count}`);
} catch (error) {
  console.error(`Seeding ${values.host} failed: ${error.meta?.body ? JSON.stringify(error.meta.body.error ?? error.meta.body) : error.message}`);
  process.exitCode = 1;
} finally {
  await client.close();
}
