// npm run search:opensearch [-- --port 9200 --home DIR]: a single-node OpenSearch 2.19 on
// 127.0.0.1 (512 MB heap, no security plugin), built from Maven Central artifacts on first use.
// Waits until the cluster is green, says where it listens, and stops cleanly on Ctrl-C. Its data
// stays in search/opensearch/target/node (seed it once with `npm run search:seed`).
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { startNode, unavailable } from './node.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '9200' },
    home: { type: 'string', default: fileURLToPath(new URL('./target/node', import.meta.url)) },
  },
});

const why = unavailable();
if (why) {
  console.error(`Cannot start OpenSearch: ${why}.`);
  process.exit(1);
}
const started = Date.now();
const node = await startNode({ home: values.home, port: Number(values.port), log: (line) => console.log(line) });
console.log(`OpenSearch 2.19 is green at ${node.url} (started in ${((Date.now() - started) / 1000).toFixed(1)} s; data in ${values.home}).`);
console.log('Seed it with `npm run search:seed`; serve the demo on it with `SEARCH_ENGINE=opensearch npm start`. Ctrl-C stops it.');
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping OpenSearch…');
    await node.stop();
    console.log('OpenSearch stopped.');
    process.exit(0);
  });
}
