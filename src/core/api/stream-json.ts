/**
 * A JSON body read as it comes: the entries of each list in the body's `data` (an array that is the
 * value of a key of an object that is the value of a key of the body) are parsed batch by batch
 * while the rest of the body is still on its way, so that little is left to parse once it has all
 * come, and no single task parses a long list. What it resolves to is what `response.json()` gives
 * for the same body, and it rejects where that rejects (a body that is not JSON, an abort).
 */
import { own } from '../records.js';
import { nextTask } from '../tasks.js';

/** How long the reading goes on before the next task (as `inSlices` does, tasks.ts). */
const SLICE_MS = 8;

/** The characters scanned before the entries found so far are parsed. */
const PIECE = 1 << 17;

/** Where a list's entries were found: the body's key, the key in that object, and the entries' batches. */
interface Found {
  keys: [string, string];
  batches: unknown[][];
}

/**
 * A JSON text fed in pieces. The scanner tracks strings and nesting; whatever is not a list's
 * entries is kept (with each list emptied) and parsed at the end, and each list is put back where
 * the parsed body has it, by the same rules (the last of a repeated key wins).
 */
export function jsonStream() {
  let text = '';
  /** Scanned up to here (past `text`'s end when a piece ends inside an escape). */
  let at = 0;
  /** The start of what is neither kept nor parsed yet. */
  let mark = 0;
  let kept = '';
  let inString = false;
  let stringStart = 0;
  /** The open containers' characters, outermost first. */
  const open: number[] = [];
  /** The last string at the first and second depth (a key, once a colon follows it), and the key of the open object at the second. */
  const lastString = ['', '', ''];
  let outerKey = '';
  let list: Found | null = null;
  /** Entries were met in the open list (so an empty last one is a trailing comma). */
  let entries = false;
  let lastComma = -1;
  const found = new Map<string, Found>();
  let since = performance.now();

  /** Parses the entries from `mark` to `end` (a comma, or the list's end when `closing`). */
  const parseEntries = (end: number, closing = false) => {
    const slice = text.slice(mark, end);
    // Only '[', then JSON's whitespace, then ']' is an empty list; an empty entry is not JSON.
    if (!/^[ \t\n\r]*$/.test(slice)) list!.batches.push(JSON.parse(`[${slice}]`) as unknown[]);
    else if (!closing || entries) throw new SyntaxError('Unexpected token in JSON');
    entries = true;
    mark = end + 1;
  };

  const scan = (until: number) => {
    for (; at < until; at += 1) {
      const c = text.charCodeAt(at);
      if (inString) {
        if (c === 92) at += 1;
        else if (c === 34) {
          inString = false;
          if (open.length <= 2) lastString[open.length] = text.slice(stringStart, at + 1);
        }
      } else if (c === 34) {
        inString = true;
        stringStart = at;
      } else if (c === 123 || c === 91) {
        open.push(c);
        if (open.length === 2) outerKey = lastString[1]!;
        if (c === 91 && open.length === 3 && open[0] === 123 && open[1] === 123) {
          // A list in `data`: kept as '[', its entries parsed from here on.
          kept += text.slice(mark, at + 1);
          mark = at + 1;
          const keys: [string, string] = [JSON.parse(outerKey) as string, JSON.parse(lastString[2]!) as string];
          list = { keys, batches: [] };
          found.set(JSON.stringify(keys), list);
          entries = false;
          lastComma = -1;
        }
      } else if (c === 125 || c === 93) {
        if (list && open.length === 3) {
          parseEntries(at, true);
          // The closing character is kept as it stands: a '}' for a '[' fails to parse there.
          mark = at;
          list = null;
        }
        open.pop();
      } else if (c === 44 && list && open.length === 3) lastComma = at;
    }
    // The complete entries so far: parsed now, not at the end.
    if (list && lastComma >= mark) {
      parseEntries(lastComma);
      lastComma = -1;
    }
    if (!list) {
      // An open string stays whole: it may be the next list's key.
      const end = inString ? stringStart : Math.min(at, text.length);
      kept += text.slice(mark, end);
      mark = end;
    }
    // What is kept or parsed is dropped from the text.
    text = text.slice(mark);
    at -= mark;
    stringStart -= mark;
    lastComma -= mark;
    mark = 0;
  };

  return {
    /** Takes the next piece of text: scanned, and the entries it completes parsed, `PIECE` characters at a time. */
    async push(piece: string): Promise<void> {
      for (let from = 0; from < piece.length; from += PIECE) {
        // Pieces that have come already are read without a task between them: one every few milliseconds.
        if (performance.now() - since > SLICE_MS) {
          await nextTask();
          since = performance.now();
        }
        text += piece.slice(from, from + PIECE);
        scan(text.length);
      }
    },
    /** The parsed body, once the text has all come. */
    end(): unknown {
      scan(text.length);
      const body = JSON.parse(kept + text) as unknown;
      for (const { keys, batches } of found.values()) {
        const outer = own(body as Record<string, unknown> | null, keys[0]) as Record<string, unknown> | undefined;
        const current = own(outer, keys[1]);
        // Where the parsed body has the list (not another value of a repeated key), its entries.
        // own-keys: the key is the body's own, read with own() above; an own '__proto__' is a data property.
        if (Array.isArray(current) && current.length === 0) outer![keys[1]] = ([] as unknown[]).concat(...batches);
      }
      return body;
    },
  };
}

/** A response's body as `response.json()` reads it, the lists in its `data` parsed as they come. */
export async function streamJson(response: Response): Promise<unknown> {
  const reader = response.body?.getReader();
  if (!reader) return response.json();
  const decoder = new TextDecoder();
  const stream = jsonStream();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    await stream.push(decoder.decode(value, { stream: true }));
  }
  await stream.push(decoder.decode());
  return stream.end();
}
