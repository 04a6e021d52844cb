// npm run search:setup -- --host https://search.example.edu --prefix <site> [options]
// Installs the index templates of search/templates/ in an existing Elasticsearch-compatible
// OpenSearch cluster through the official OpenSearch JavaScript client: a component template per
// language (its analyser) and per index kind (its fields), and an index template per index type
// and language for `{prefix}_{environment}_{type}_{language}`. Indexes created after it (by the
// site's indexer) take them; existing indexes are left as they are. Documents are the site's.
//
// Options:
//   --host URL           the cluster (credentials may be in it: https://user:password@host)
//   --prefix NAME        the site's index prefix (the elements' `index-prefix`; default aalto)
//   --environments LIST  comma-separated, default local,dev,test,live
//   --languages LIST     comma-separated, default fi,sv,en
//   --shards N           primary shards per index (default 1)
//   --replicas A-B       auto_expand_replicas (default 0-1: one replica where a second node is)
//   --insecure           accept a self-signed certificate
//   --dry-run            print the templates as JSON instead of installing them
import { parseArgs } from 'node:util';
import { cleanPrefix, siteTemplates, ENVIRONMENTS, LANGUAGES } from './templates/templates.mjs';
import { clientFor, installTemplates } from './templates/install.mjs';

const { values } = parseArgs({
  options: {
    host: { type: 'string' },
    prefix: { type: 'string', default: 'aalto' },
    environments: { type: 'string', default: ENVIRONMENTS.join(',') },
    languages: { type: 'string', default: LANGUAGES.join(',') },
    shards: { type: 'string', default: '1' },
    replicas: { type: 'string', default: '0-1' },
    insecure: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
  },
});
const split = (text) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const options = {
  prefix: values.prefix,
  environments: split(values.environments),
  languages: split(values.languages),
  shards: Number(values.shards),
  replicas: values.replicas,
};
const unknown = [...options.environments.filter((e) => !ENVIRONMENTS.includes(e)), ...options.languages.filter((l) => !LANGUAGES.includes(l))];
if (unknown.length || !(options.shards >= 1) || !/^\d+-(\d+|all)$/.test(options.replicas)) {
  console.error(`Not a valid option: ${unknown.join(', ') || `--shards ${values.shards} / --replicas ${values.replicas}`}`);
  process.exit(2);
}

if (values['dry-run']) {
  console.log(JSON.stringify(siteTemplates(options), null, 2));
  process.exit(0);
}
if (!values.host) {
  console.error('Usage: npm run search:setup -- --host https://search.example.edu --prefix <site> (see search/setup.mjs)');
  process.exit(2);
}

const client = clientFor(values.host, { insecure: values.insecure });
try {
  const { body: info } = await client.info();
  const { components, indexTemplates } = await installTemplates(client, options);
  console.log(
    `${info.version.distribution ?? 'elasticsearch'} ${info.version.number} at ${new URL(values.host).origin}: ${components.length} component templates and ${indexTemplates.length} index templates installed for the prefix ${cleanPrefix(options.prefix)}.`,
  );
  for (const name of indexTemplates) console.log(`  ${name}`);
} catch (error) {
  console.error(`Setup failed: ${error.meta?.body ? JSON.stringify(error.meta.body.error ?? error.meta.body) : error.message}`);
  process.exitCode = 1;
} finally {
  await client.close();
}
