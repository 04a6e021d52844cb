// The demo server's HTTP plumbing: content types, cookies, answers (gzipped where the client takes
// it, as a site's server does), static files and request bodies (demo/server.mjs routes).
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { gzipSync } from 'node:zlib';

export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};
/** The largest request body the server reads (a search query); a larger one is answered 413. */
export const MAX_BODY_BYTES = 1_000_000;

/** The request's cookies, by name. */
export function cookies(req) {
  const out = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) out[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return out;
}

/** Text types worth compressing, as a site's server compresses them. */
const COMPRESSIBLE = /javascript|json|css|html|svg|text\/plain/;
/** Compressed static files, by path and content (they are the same until the next build). */
const gzipped = new Map();

export function send(res, status, body, type = 'text/plain; charset=utf-8', headers = {}, cacheKey = null) {
  // The client may be gone (a cut-off body, a closed tab): nothing to answer then.
  if (res.headersSent || res.destroyed) return;
  // Gzip where the client takes it, as a production server would: Lighthouse and the timings
  // then see the transfer sizes a visitor gets.
  if (res.acceptsGzip && body && body.length > 1024 && COMPRESSIBLE.test(type)) {
    let packed = cacheKey && gzipped.get(cacheKey);
    if (!packed) {
      packed = gzipSync(body, { level: cacheKey ? 9 : 1 });
      if (cacheKey) {
        // Each build brings new files: keep the cache to about one build's worth.
        if (gzipped.size >= 200) gzipped.clear();
        gzipped.set(cacheKey, packed);
      }
    }
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'content-encoding': 'gzip', vary: 'accept-encoding', ...headers });
    res.end(packed);
    return;
  }
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  res.end(body);
}

/** Files read, by path: read again when a build changes one (its time or size). */
const files = new Map();

/** A file's bytes and their hash (the compressed copy's key: it changes with a build). */
async function fileContent(path) {
  const { mtimeMs, size } = await stat(path);
  const known = files.get(path);
  if (known?.mtimeMs === mtimeMs && known.size === size) return known;
  const body = await readFile(path);
  const read = { mtimeMs, size, body, key: createHash('sha1').update(body).digest('base64') };
  // About one build's worth of files.
  if (files.size >= 400) files.clear();
  files.set(path, read);
  return read;
}

/** A file's content (transformed, for a page template), or 404. */
export async function serveFile(res, path, transform) {
  try {
    const { body, key } = await fileContent(path);
    // Files without a transform are compressed once per content.
    send(res, 200, transform ? transform(body.toString('utf8')) : body, TYPES[extname(path)] ?? 'application/octet-stream', {}, transform ? null : key);
  } catch {
    send(res, 404, 'Not found');
  }
}

/** A body over MAX_BODY_BYTES: the request is answered 413 rather than read. */
export class TooLarge extends Error {}

/** The request's body as text; rejects with TooLarge past MAX_BODY_BYTES. */
export function readBody(req) {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length']) > MAX_BODY_BYTES) return reject(new TooLarge());
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else {
        req.pause();
        reject(new TooLarge());
      }
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
    // A body that stops halfway (the client went away) is no request.
    req.on('aborted', () => reject(new Error('request aborted')));
  });
}
