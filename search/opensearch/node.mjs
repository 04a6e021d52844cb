// A single-node OpenSearch 2.19 on this machine, from Maven Central artifacts (pom.xml beside this
// file): `LocalNode` runs the server with its HTTP transport and language analysers in one JVM.
//
// The first use builds it: Maven resolves the artifacts and compiles LocalNode into target/
// (gitignored), and target/classpath.txt keeps the classpath, so later starts run no Maven at all.
// A changed pom.xml or LocalNode.java, or a jar gone from the local repository, builds again
// (offline first, from the local repository, then online).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const target = join(here, 'target');
const classpathFile = join(target, 'classpath.txt');
const stampFile = join(target, 'build.stamp');
const SOURCES = ['pom.xml', 'src/main/java/org/aaltohubs/search/LocalNode.java'];
export const HEAP = '512m';

const java = () => (process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java');

/** Why OpenSearch cannot run here (no Java 17 or newer, no Maven for the first build), or null. */
export function unavailable() {
  const version = spawnSync(java(), ['-version'], { encoding: 'utf8' });
  if (version.error || version.status !== 0) return 'no Java on this machine (OpenSearch 2.19 needs Java 17 or newer)';
  const major = Number(/version "(\d+)/.exec(version.stderr)?.[1] ?? 0);
  if (major < 17) return `Java ${major} is too old (OpenSearch 2.19 needs Java 17 or newer)`;
  if (!isBuilt()) {
    const mvn = spawnSync('mvn', ['-v'], { encoding: 'utf8' });
    if (mvn.error || mvn.status !== 0) return 'no Maven on this machine to build the OpenSearch node (search/opensearch/pom.xml)';
  }
  return null;
}

function stamp() {
  const hash = createHash('sha256');
  for (const file of SOURCES) hash.update(readFileSync(join(here, file)));
  return hash.digest('hex');
}

function isBuilt() {
  if (!existsSync(classpathFile) || !existsSync(stampFile)) return false;
  if (readFileSync(stampFile, 'utf8') !== stamp()) return false;
  return readClasspath().every((entry) => existsSync(entry));
}

function readClasspath() {
  return [join(target, 'classes'), ...readFileSync(classpathFile, 'utf8').trim().split(delimiter)];
}

function run(command, args) {
  return new Promise((resolve) => {
    // Maven's own JVM with the client compiler only, as the node's: a short build (half the CPU).
    const env = { ...process.env, MAVEN_OPTS: process.env.MAVEN_OPTS ?? '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC' };
    const child = spawn(command, args, { cwd: here, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.once('error', (error) => resolve({ status: 1, output: String(error) }));
    child.once('close', (status) => resolve({ status, output }));
  });
}

/** Builds the node once (Maven, quiet and in batch mode); later calls return the cached classpath. */
export async function ensureBuilt({ log = () => {} } = {}) {
  if (isBuilt()) return readClasspath();
  const args = ['-q', '-B', '-f', join(here, 'pom.xml'), 'compile', 'dependency:build-classpath', `-Dmdep.outputFile=${classpathFile}`];
  log('Building the OpenSearch node (search/opensearch, Maven; the first time downloads OpenSearch 2.19 from Maven Central)…');
  // Offline first: after the first download everything is in the local repository.
  let result = await run('mvn', ['-o', ...args]);
  if (result.status !== 0) result = await run('mvn', args);
  if (result.status !== 0) {
    throw new Error(`Maven could not build search/opensearch:\n${result.output.trim().split('\n').slice(-30).join('\n')}`);
  }
  writeFileSync(stampFile, stamp());
  return readClasspath();
}

/** Waits for the cluster's health to be green (the node answers when it is, or after 30 s). */
export async function waitForGreen(url, { timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/_cluster/health?wait_for_status=green&timeout=30s`);
      const health = await response.json();
      if (health.status === 'green') return health;
      last = `status ${health.status}`;
    } catch (error) {
      last = String(error);
      // The port answered nothing: ask again when the node may be up (this is not a fixed wait for
      // the condition, only the pace of asking).
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`OpenSearch at ${url} did not turn green in ${timeoutMs / 1000} s (${last})`);
}

/**
 * Starts a node; resolves once its HTTP port is bound and the cluster is green.
 * home: its data folder (default: a new temporary one, removed when it stops); port: 0 for any free one.
 * serving: the JVM as a cluster runs it, both compilers and the default collector (G1), for a
 * measurement of its load, instead of the lighter one of the tests and the demo.
 * Returns { url, pid, stop() }; the node also stops when this process ends.
 */
export async function startNode({ home, port = 0, log = () => {}, keepHome = Boolean(home), serving = false } = {}) {
  const classpath = await ensureBuilt({ log });
  const folder = home ?? mkdtempSync(join(tmpdir(), 'aalto-opensearch-'));
  mkdirSync(folder, { recursive: true });
  const child = spawn(
    java(),
    [
      `-Xms${HEAP}`,
      `-Xmx${HEAP}`,
      // The client compiler only: a local node answers the tests and the demo, not a site's
      // traffic, and C2's compiling cost it more CPU than it saved (half its start and seeding).
      ...(serving ? [] : ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1']),
      '-Djava.awt.headless=true',
      '-Dlog4j2.disable.jmx=true',
      '-Dlog4j2.level=ERROR',
      '-cp',
      classpath.join(delimiter),
      'org.aaltohubs.search.LocalNode',
      '--home',
      folder,
      '--port',
      String(port),
      '--watch-stdin',
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (match) {
        child.stdout.off('data', onData);
        resolve(match[1]);
      }
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    exited.then(({ code, signal }) => reject(new Error(`OpenSearch exited (${signal ?? code}) before listening:\n${output.slice(-4000)}`)));
  });
  // Keep the pipes drained (logs at ERROR only) without holding this process open.
  child.stdout.on('data', () => {});
  child.stdout.unref?.();
  child.stderr.unref?.();
  let stopping = null;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.stdin.end('stop\n');
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
      process.off('exit', killNow);
      if (!keepHome) rmSync(folder, { recursive: true, force: true });
    })();
    return stopping;
  };
  const killNow = () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  process.on('exit', killNow);
  try {
    await waitForGreen(url);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, pid: child.pid, output: () => output };
}
