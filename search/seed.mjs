// npm run search:seed [-- --host http://127.0.0.1:9200 --prefix aalto --environment live]:
// installs the index templates (search/templates/) in a cluster, the local node of
// `npm run search:opensearch` by default, and loads the demo corpus through the bulk API: the same
// documents the embedded search service serves (demo/search/documents.mjs), in every index of
// `{prefix}_{environment}_{type}_{language}`.
import { parseArgs } from 'node:util';
import { clientFor, installTemplates, seedDemo } from './templates/install.mjs';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: process.env.OPENSEARCH_URL ?? 'http://127.0.0.1:9200' },
    prefix: { type: 'string', default: 'aalto' },
    environment: { type: 'string', default: 'live' },
  },
});

const started = Date.now();
const client = clientFor(values.host);
try {
  const { indexTemplates } = await installTemplates(client, { prefix: values.prefix });
  console.log(`${indexTemplates.length} index templates installed at ${values.host}.`);
  const counts = await seedDemo(client, { prefix: values.prefix, environment: values.environment });
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`${total} documents in ${Object.keys(counts).length} indexes (${((Date.now() - started) / 1000).toFixed(1)} s):`);
  for (const [index, count] of Object.entries(counts)) console.log(`  ${index}: ${count}`);
} catch (error) {
  console.error(`Seeding ${values.host} failed: ${error.meta?.body ? JSON.stringify(error.meta.body.error ?? error.meta.body) : error.message}`);
  process.exitCode = 1;
} finally {
  await client.close();
}
