/// <reference types="vite/client" />
/**
 * Each element's README (src/hubs/<tag>/README.md) against what the element is, so that its
 * claims cannot drift. A README states three things in tables with fixed headings, which this test
 * reads against the hub declaration of its folder:
 *
 * - `## Filters`, `| filter | address parameter | choices |`: one row per filter a visitor can
 *   choose (groups, status filters, the audience filter, a date range), named as the English
 *   interface names it, with its address parameter(s) in backticks;
 * - `## Sort`, `| order | sort key | default |`: one row per order a visitor can choose (named as
 *   the interface names it), or the one fixed order, with its key and direction (`` `name`
 *   ascending ``), and `yes` in the default's row;
 * - `## Statuses`, `| status | values | shown as |`: one row per clock status, its values as the
 *   interface names them, and `badge`, `filter` or `badge and filter`.
 *
 * An element whose folder declares no hub has none of these sections. Every README also has the
 * sections a reader looks for (data, attributes, events, theming, keyboard and screen readers) and
 * names every event its element fires.
 */
import { readFileSync } from 'node:fs';
import { Marked, type Token, type Tokens } from 'marked';
import { describe, expect, it } from 'vitest';
import { ELEMENTS } from '../../elements/registry';
import { AUDIENCE, hubTranslator } from '../../src/listing/hub-derive';
import type { HubBase } from '../../src/listing/hub';

type Declaration = HubBase<unknown>;
const modules = import.meta.glob<Record<string, unknown>>('../../src/hubs/*/*.{ts,tsx}', { eager: true });
const isDeclaration = (value: unknown): value is Declaration =>
  typeof value === 'object' && value !== null && 'source' in value && 'groups' in value && 'sort' in value && 'strings' in value;

/** The hub its folder declares: the one with its view when the element module adds it (the people and services hubs). */
function declarationOf(tag: string): Declaration | null {
  const found = Object.entries(modules)
    .filter(([path]) => path.split('/')[4] === tag)
    .flatMap(([, exports]) => Object.values(exports).filter(isDeclaration));
  return found.find((d) => 'card' in d || 'table' in d || 'index' in d) ?? found[0] ?? null;
}

const SECTIONS = ['Data', 'Attributes', 'Events', 'Theming', 'Keyboard and screen readers'];
const HEADS = {
  Filters: ['filter', 'address parameter', 'choices'],
  Sort: ['order', 'sort key', 'default'],
  Statuses: ['status', 'values', 'shown as'],
} as const;
type Table = keyof typeof HEADS;

interface Readme {
  headings: string[];
  /** A section's table, its cells as plain text (code spans keep their backticks). */
  table: (section: Table) => string[][] | null;
  section: (heading: string) => string;
}

function readReadme(tag: string): Readme {
  const text = readFileSync(`${process.cwd()}/src/hubs/${tag}/README.md`, 'utf8');
  const tokens = new Marked().lexer(text);
  const bySection = new Map<string, Token[]>();
  let current = '';
  for (const token of tokens) {
    if (token.type === 'heading' && token.depth === 2) bySection.set((current = token.text), []);
    else bySection.get(current)?.push(token);
  }
  return {
    headings: [...bySection.keys()],
    section: (heading) => (bySection.get(heading) ?? []).map((t) => t.raw).join(''),
    table: (section) => {
      const table = bySection.get(section)?.find((t): t is Tokens.Table => t.type === 'table');
      if (!table) return null;
      expect(table.header.map((h) => h.text), `${tag}: the ${section} table's headings`).toEqual([...HEADS[section]]);
      return table.rows.map((row) => row.map((cell) => cell.text.trim()));
    },
  };
}

const unquote = (text: string) => text.replace(/`/g, '');

for (const entry of ELEMENTS) {
  describe(`src/hubs/${entry.tag}/README.md`, () => {
    const readme = readReadme(entry.tag);
    const declaration = declarationOf(entry.tag);

    it('has the sections a reader looks for, and names every event the element fires', () => {
      expect(readme.headings).toEqual(expect.arrayContaining(SECTIONS));
      const source = readFileSync(`${process.cwd()}/src/hubs/${entry.tag}/element.ts`, 'utf8');
      const fires = [...source.matchAll(/@fires (\S+)/g)].map((m) => m[1]!);
      expect(fires.length).toBeGreaterThan(0);
      for (const event of fires) expect(readme.section('Events'), event).toContain(`\`${event}\``);
    });

    if (!declaration) {
      it('states no filters, orders or statuses: its folder declares no hub', () => {
        for (const section of Object.keys(HEADS)) expect(readme.headings, section).not.toContain(section);
      });
      return;
    }
    const t = hubTranslator(declaration, 'en') as (key: string) => string;

    it('states the filters the hub offers, by their names and address parameters', () => {
      const expected = [
        ...(declaration.statuses ?? []).filter((s) => s.filter !== false).map((s) => [t(s.label), s.param ?? s.id]),
        ...declaration.groups.filter((g) => g.filter !== false).map((g) => [t(g.label), g.param ?? g.id]),
        ...(declaration.audience ? [[t('groupAudience'), AUDIENCE]] : []),
        ...(declaration.ranges ?? []).map((r) => [t('dateRange'), `${r.fromParam}, ${r.toParam}`]),
      ].map(([name, param]) => `${name}: ${param}`);
      const rows = readme.table('Filters');
      if (!expected.length) return expect(rows, 'no Filters table').toBeNull();
      expect(rows, 'a Filters table').not.toBeNull();
      expect(rows!.map(([name, param]) => `${name}: ${unquote(param!)}`).sort()).toEqual(expected.sort());
    });

    it('states its default order and the orders a visitor can choose', () => {
      const rows = readme.table('Sort');
      expect(rows, 'a Sort table').not.toBeNull();
      const orders = rows!.map(([label, key, isDefault]) => {
        const [, name, direction] = /^`(\w+)` (ascending|descending)$/.exec(key!) ?? [];
        expect(name, `'${key}' is \`key\` ascending or descending`).toBeDefined();
        return { label, order: `${name} ${direction === 'ascending' ? 'asc' : 'desc'}`, isDefault: isDefault === 'yes' };
      });
      const { default: fixed, choices } = declaration.sort;
      expect(orders.filter((o) => o.isDefault).map((o) => o.order), 'the default').toEqual([`${fixed.key} ${fixed.direction}`]);
      if (choices?.length) expect(orders.map((o) => `${o.label}: ${o.order}`)).toEqual(choices.map((c) => `${t(c.label)}: ${c.key} ${c.direction}`));
      else expect(orders).toHaveLength(1);
    });

    it('states its statuses: their values and where they show', () => {
      const statuses = declaration.statuses ?? [];
      const rows = readme.table('Statuses');
      if (!statuses.length) return expect(rows, 'no Statuses table').toBeNull();
      expect(rows, 'a Statuses table').not.toBeNull();
      expect(rows!.map(([, values, shown]) => `${values}: ${shown}`)).toEqual(
        statuses.map((s) => {
          const shown = [s.badge !== false && 'badge', s.filter !== false && 'filter'].filter(Boolean).join(' and ');
          return `${s.rules.map((r) => t(r.label)).join(', ')}: ${shown}`;
        }),
      );
      // A status offered as a filter is named as the filter group is.
      statuses.forEach((s, i) => s.filter !== false && expect(rows![i]![0]).toBe(t(s.label)));
    });
  });
}
