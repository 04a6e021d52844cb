/**
 * The rules every element is held to, as functions over a project's folder: the tag-wide tests
 * (registry.test.ts, element-readmes.test.ts) run them over every element of the registry, and the
 * one-folder test (hub-folders.test.ts) over an element made in a temporary copy of the project.
 * Each returns what breaks a rule, by the rule's words: nothing when the element keeps them all.
 */
import { existsSync, readFileSync } from 'node:fs';
import { Marked, type Token, type Tokens } from 'marked';
import type { ElementModule } from '../src/core/element/attributes';
import type { ElementEntry } from '../src/core/element/element-entry';
import { AUDIENCE, hubTranslator } from '../src/listing/hub-derive';
import type { HubBase } from '../src/listing/hub-spec';

const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

/**
 * The tags of docs/api.md's table 'The elements and their calls', the repository's statement of the
 * contract, whose tags are public API: a tag is never renamed or dropped.
 */
export function documentedTags(project: string): string[] {
  const section = read(`${project}/docs/api.md`).split('### The elements and their calls')[1]?.split('\n#')[0] ?? '';
  return [...section.matchAll(/^\| ([^|]+) \|/gm)].flatMap((m) => [...m[1]!.matchAll(/`([a-z-]+)`/g)].map((t) => t[1]!));
}

/** The two public lists of tags outside an element's folder: the contract's table and the README's. */
export const PUBLIC_LISTS = {
  contract: "docs/api.md's table 'The elements and their calls' lists it",
  readme: 'the README links its README',
} as const;

/**
 * The registry's rules for one element: its demo pages and page budget, a module whose attribute
 * parsers match the attributes it observes, its README naming them, the JSDoc the manifest reads,
 * and the two public lists of tags.
 */
export async function elementProblems(project: string, entry: ElementEntry): Promise<string[]> {
  const problems: string[] = [];
  const folder = `${project}/src/hubs/${entry.tag}`;
  for (const page of [entry.page, ...(entry.variants ?? []).map((v) => v.page)])
    if (!existsSync(`${folder}/${page}`)) problems.push(`its demo page ${page} is in its folder`);
  if (!(entry.budgetKB > 0)) problems.push('it has a page budget');
  const module: ElementModule = await entry.load();
  if (typeof module.default !== 'function') problems.push('its module exports its component');
  const parsed = Object.keys(module.attributes ?? {}).map((prop) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
  if (String(parsed.sort()) !== String([...(entry.attributes ?? [])].sort())) problems.push('its attribute parsers are the attributes it observes');
  const own = read(`${folder}/README.md`);
  if (own.split('\n')[0] !== `# \`<${entry.tag}>\``) problems.push('its README starts with its tag');
  for (const attribute of entry.attributes ?? []) if (!own.includes(`\`${attribute}\``)) problems.push(`its README names \`${attribute}\``);
  const source = read(`${folder}/element.ts`);
  if (!source.includes(`@tag ${entry.tag}`) || !source.includes('@summary')) problems.push('its entry has JSDoc with @tag and @summary');
  if (!documentedTags(project).includes(entry.tag)) problems.push(PUBLIC_LISTS.contract);
  if (!read(`${project}/README.md`).includes(`[\`<${entry.tag}>\`](src/hubs/${entry.tag}/README.md)`)) problems.push(PUBLIC_LISTS.readme);
  return problems;
}

type Declaration = HubBase<unknown>;
const isDeclaration = (value: unknown): value is Declaration =>
  typeof value === 'object' && value !== null && 'source' in value && 'groups' in value && 'sort' in value && 'strings' in value;

/** The hub a folder's modules declare: the one with its view when the element module adds it (the people and services hubs). */
export function declarationOf(modules: ReadonlyArray<Record<string, unknown>>): Declaration | null {
  const found = modules.flatMap((exports) => Object.values(exports).filter(isDeclaration));
  return found.find((d) => 'card' in d || 'table' in d || 'index' in d) ?? found[0] ?? null;
}

export const SECTIONS = ['Data', 'Attributes', 'Events', 'Theming', 'Keyboard and screen readers'];
const HEADS = {
  Filters: ['filter', 'address parameter', 'choices'],
  Sort: ['order', 'sort key', 'default'],
  Statuses: ['status', 'values', 'shown as'],
} as const;
type Table = keyof typeof HEADS;

/** A README read by its `##` sections; a table's cells as plain text (code spans keep their backticks). */
export interface Readme {
  headings: string[];
  table: (section: Table) => string[][] | null;
  section: (heading: string) => string;
}

export function readReadme(text: string): Readme {
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
      return table ? [table.header.map((h) => h.text), ...table.rows.map((row) => row.map((cell) => cell.text.trim()))] : null;
    },
  };
}

const unquote = (text: string) => text.replace(/`/g, '');
const same = (a: readonly string[], b: readonly string[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A README's claims against its element (docs/development.md, 'An element's README'): the sections
 * a reader looks for and every event the element fires; and, for a hub, its filters (names and
 * address parameters), its orders (the default among them) and its statuses (values and where they
 * show), each a table with fixed headings. An element that declares no hub states none of them.
 */
export function readmeProblems(text: string, elementSource: string, declaration: Declaration | null): string[] {
  const readme = readReadme(text);
  const problems: string[] = [];
  for (const section of SECTIONS) if (!readme.headings.includes(section)) problems.push(`it has a '${section}' section`);
  const fires = [...elementSource.matchAll(/@fires (\S+)/g)].map((m) => m[1]!);
  if (!fires.length) problems.push('its entry names the events it fires');
  for (const event of fires) if (!readme.section('Events').includes(`\`${event}\``)) problems.push(`its Events name \`${event}\``);
  if (!declaration) {
    for (const section of Object.keys(HEADS)) if (readme.headings.includes(section)) problems.push(`it states no ${section}: its folder declares no hub`);
    return problems;
  }
  const t = hubTranslator(declaration, 'en') as (key: string) => string;
  const rowsOf = (section: Table): string[][] | null => {
    const table = readme.table(section);
    if (!table) return null;
    if (!same(table[0]!, HEADS[section])) problems.push(`its ${section} table's headings are ${HEADS[section].join(', ')}`);
    return table.slice(1);
  };

  const filters = [
    ...(declaration.statuses ?? []).filter((s) => s.filter !== false).map((s) => [t(s.label), s.param ?? s.id]),
    ...declaration.groups.filter((g) => g.filter !== false).map((g) => [t(g.label), g.param ?? g.id]),
    ...(declaration.audience ? [[t('groupAudience'), AUDIENCE]] : []),
    ...(declaration.ranges ?? []).map((r) => [t('dateRange'), `${r.fromParam}, ${r.toParam}`]),
  ].map(([name, param]) => `${name}: ${param}`);
  const filterRows = rowsOf('Filters');
  if (!filters.length) {
    if (filterRows) problems.push('it has no Filters table: the hub offers no filter');
  } else if (!filterRows) problems.push('it has a Filters table');
  else if (!same(filterRows.map(([name, param]) => `${name}: ${unquote(param!)}`).sort(), filters.sort()))
    problems.push(`its Filters are ${filters.join('; ')}`);

  const sortRows = rowsOf('Sort');
  if (!sortRows) problems.push('it has a Sort table');
  else {
    const orders = sortRows.map(([label, key, isDefault]) => {
      const [, name, direction] = /^`(\w+)` (ascending|descending)$/.exec(key!) ?? [];
      if (!name) problems.push(`its sort key '${key}' is \`key\` ascending or descending`);
      return { label, order: `${name} ${direction === 'ascending' ? 'asc' : 'desc'}`, isDefault: isDefault === 'yes' };
    });
    const { default: fixed, choices } = declaration.sort;
    if (
      !same(
        orders.filter((o) => o.isDefault).map((o) => o.order),
        [`${fixed.key} ${fixed.direction}`],
      )
    )
      problems.push(`its default order is \`${fixed.key}\` ${fixed.direction}`);
    if (choices?.length) {
      if (
        !same(
          orders.map((o) => `${o.label}: ${o.order}`),
          choices.map((c) => `${t(c.label)}: ${c.key} ${c.direction}`),
        )
      )
        problems.push('its orders are those a visitor can choose');
    } else if (orders.length !== 1) problems.push('it states its one order');
  }

  const statuses = declaration.statuses ?? [];
  const statusRows = rowsOf('Statuses');
  if (!statuses.length) {
    if (statusRows) problems.push('it has no Statuses table: the hub has no status');
  } else if (!statusRows) problems.push('it has a Statuses table');
  else {
    const expected = statuses.map(
      (s) => `${s.rules.map((r) => t(r.label)).join(', ')}: ${[s.badge !== false && 'badge', s.filter !== false && 'filter'].filter(Boolean).join(' and ')}`,
    );
    if (
      !same(
        statusRows.map(([, values, shown]) => `${values}: ${shown}`),
        expected,
      )
    )
      problems.push(`its Statuses are ${expected.join('; ')}`);
    // A status offered as a filter is named as the filter group is.
    statuses.forEach((s, i) => s.filter !== false && statusRows[i]?.[0] !== t(s.label) && problems.push(`its status '${t(s.label)}' is named as its filter`));
  }
  return problems;
}
