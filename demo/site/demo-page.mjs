// The demo pages as templates (demo/server.mjs serves them): the head every page has, the index's
// list of elements, the language blocks and the fixtures' placeholder pictures.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { indexList } from './index-list.mjs';

// A file path, not a URL path: the folder may have spaces or non-ASCII letters in its name.
const root = fileURLToPath(new URL('../..', import.meta.url));

/** A placeholder picture for fixture images: a calm colour field picked by the id, at the asked width. */
export function demoImage(id, width) {
  const w = Math.min(Math.max(Number.parseInt(width ?? '', 10) || 640, 80), 2000);
  const h = Math.round((w * 9) / 16);
  let hash = 0;
  for (const c of id) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 160 90"><rect width="160" height="90" fill="hsl(${hue} 45% 82%)"/><circle cx="${40 + (hash % 80)}" cy="45" r="28" fill="hsl(${(hue + 40) % 360} 50% 65%)"/><rect x="90" y="20" width="50" height="50" rx="6" fill="hsl(${(hue + 200) % 360} 35% 55%)" opacity=".7"/></svg>`;
}

/** What every demo page's head has: `{{head}}` in a page stands for it. */
export const HEAD = `<meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="/dist/aalto-hubs.css">
  <script type="module" src="/dist/aalto-hubs.js"></script>
  <script>
    // ?theme=dark or ?theme=auto (follow the system): the page's colour scheme, which the
    // elements' optional dark theme follows (docs/theming.md).
    { const theme = new URLSearchParams(location.search).get('theme');
      if (theme === 'dark' || theme === 'auto') document.documentElement.style.colorScheme = theme === 'dark' ? 'dark' : 'light dark'; }
  </script>
  <style>
    body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 0 auto; padding: 1rem; line-height: 1.5; background: Canvas; color: CanvasText; }
    a { color: var(--aalto-accent); }
    /* Finnish and Swedish compounds ('Itseopiskelumateriaalit') are wider than a phone: they break. */
    h1 { overflow-wrap: anywhere; hyphens: auto; }
  </style>`;

/** The demo index's list in a language: one entry per element of the registry (dist/registry.json, written by the build). */
export async function elementList(lang) {
  try {
    return indexList(JSON.parse(await readFile(join(root, 'dist/registry.json'), 'utf8')), lang);
  } catch {
    return '      <li>Build the library first: <code>npm run build</code>.</li>';
  }
}

/** Keeps the texts of one language: `{{fi}}…{{/fi}}` stays on a Finnish page, the other languages' go. */
const inLanguage = (html, lang) => html.replace(/\{\{(en|fi|sv)\}\}([\s\S]*?)\{\{\/\1\}\}/g, (_, block, text) => (block === lang ? text : ''));

/**
 * Fills a page: `{{head}}`, `{{lang}}`, `{{user}}` (the demo session's user id, else 0), `{{index}}` (the
 * index's address in the page's language), `{{elements}}` (the index's list) and the language blocks
 * (`{{fi}}…{{/fi}}`).
 */
export function fillPage(lang, user = 0, elements = '', head = HEAD) {
  const index = lang === 'en' ? '/' : `/?lang=${lang}`;
  return (html) =>
    inLanguage(html, lang)
      .replace('{{head}}', head)
      .replaceAll('{{lang}}', lang)
      .replaceAll('{{user}}', String(user))
      .replaceAll('{{index}}', index)
      .replace('{{elements}}', elements);
}
