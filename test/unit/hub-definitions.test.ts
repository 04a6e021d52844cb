/// <reference types="vite/client" />
/**
 * Every hub definition in the source, found, not listed: each text it names exists in fi, sv and
 * en, its groups and statuses have distinct ids and address parameters, and what it derives
 * (engine configuration, choices, offered groups, address) holds together.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUDIENCE, hubTranslator, listingConfigOf, offeredGroups } from '../../src/listing/hub-derive';
import { choicesOf } from '../../src/listing/hub-choices';
import type { HubBase, HubDefinition } from '../../src/listing/hub';
import { pageSettings } from '../page-settings';

const modules = import.meta.glob<Record<string, unknown>>('../../src/hubs/*/*.{ts,tsx}', { eager: true });
const isHub = (value: unknown): value is HubBase<unknown> =>
  typeof value === 'object' && value !== null && 'source' in value && 'groups' in value && ('card' in value || 'table' in value) && 'strings' in value;
const hubs = Object.entries(modules).flatMap(([path, exports]) =>
  Object.entries(exports)
    .filter(([, v]) => isHub(v))
    .map(([name, v]) => ({ name: `${path}: ${name}`, def: v as HubBase<unknown> })),
);
const settings = (userId: number, language: 'fi' | 'sv' | 'en') => pageSettings({ userId, language });

/**
 * The groups allowed a `known` vocabulary, each with the words of the specification or contract
 * that fix it, as docs/api.md's 'Vocabularies the specification fixes' states them. Every other
 * group's choices come from the data or from the labels the API sends.
 */
const FIXED_BY_SPEC: Record<string, string> = {
  'summerSchoolHub.field': '`art` Art and Design, `biz` Business and Economics',
  'summerSchoolHub.courseFormat': '`online` Online, `campus` Campus, `mooc` MOOC',
  'coursesHub.seniority': 'seniority (Basic, Intermediate, Advanced)',
  'coursesHub.format': 'courseFormat (list: online, campus, mooc)',
  'coursesHub.credits': 'creditBearing',
  'coursesHub.highSchool': 'suitableForHighSchool',
  'coursesHub.fee': 'noFee (free of charge or subject to a fee)',
  'openUniversityHub.teachingTime': 'teachingTime (Daytime, Evening, Weekend)',
  'openUniversityHub.season': 'Season: Summer, Autumn, Spring',
  'studyOptionsHub.degree': 'degree (Bachelor, Master, Doctoral, Double degree)',
  'studyOptionsHub.language': 'language (Finnish, Swedish, English)',
  'studyOptionsHub.field': 'fieldName (Art and Design, Business and Economics, Technology and Engineering)',
  'studyOptionsHub.studyTime': 'fullTime (1 means true; default true)',
  'onlineCoursesHub.weekday': 'weekdays',
  'teamsHub.sdg': 'SDGs (sdg)',
  'minorsHub.curriculum': 'curricula, previousCurricula',
  'programmesHub.curriculum': 'curricula, previousCurricula',
};
const vocabularies = readFileSync(`${process.cwd()}/docs/api.md`, 'utf8').split('### Vocabularies the specification fixes')[1]!.split('\n#')[0]!;

describe('hub definitions', () => {
  it('declare a fixed vocabulary only where the specification fixes it', () => {
    const known = hubs.flatMap(({ name, def }) => def.groups.filter((g) => g.choices.from === 'known').map((g) => `${name.split(': ')[1]}.${g.id}`));
    expect(known.length).toBe(Object.keys(FIXED_BY_SPEC).length);
    expect(known.filter((group) => !(group in FIXED_BY_SPEC))).toEqual([]);
    for (const group of known) expect(vocabularies, group).toContain(FIXED_BY_SPEC[group]);
  });

  it('name what loads their items again for the query when their calls take it, and only then', () => {
    const serverQuery = hubs.filter(({ def }) => def.source.query).map(({ name }) => name);
    expect(serverQuery.length).toBeGreaterThan(0);
    for (const { name, def } of hubs) expect(Boolean(def.serverQuery), name).toBe(Boolean(def.source.query));
  });

  it('are found for every card hub', () => {
    const names = hubs.map((h) => h.name).join('\n');
    for (const hub of ['eventsHub', 'newsHub', 'studentGuideEventsHub', 'studentGuideNewsHub', 'grantsHub', 'teamsHub', 'summerSchoolHub'])
      expect(names).toContain(hub);
  });

  for (const { name, def } of hubs) {
    describe(name, () => {
      it('names only texts its catalogues have, in fi, sv and en', () => {
        const keys = [
          def.empty,
          ...def.groups.map((g) => g.label),
          ...(def.statuses ?? []).flatMap((s) => [s.label, ...s.rules.map((r) => r.label)]),
          ...(def.sort.choices ?? []).map((c) => c.label),
          'search',
          'count',
          ...('card' in def ? ['list', 'countPart'] : []),
          // A hub with the audience filter carries its texts in its own catalogue.
          ...(def.audience ? ['groupAudience', 'audienceAll', 'audiencePublic', 'audienceCommunity', 'communityBadge'] : []),
          // So do the optional controls: the date range, the sort select, the table's phone controls.
          ...(def.ranges?.length ? ['dateRange', 'dateFrom', 'dateTo', 'rangePill'] : []),
          ...('card' in def && def.sort.choices?.length ? ['sortBy'] : []),
          ...('table' in def ? ['sort', 'apply', 'showDetails', 'showAllRows'] : []),
        ];
        for (const language of ['fi', 'sv', 'en'] as const) {
          const t = hubTranslator(def, language);
          for (const key of keys) expect(t(key as never, { count: 2, shown: 1 }), `${language} ${key}`).not.toBe(key);
        }
      });

      it('has distinct group ids and address parameters, none clashing with the listing’s own', () => {
        const ids = [
          ...(def.statuses ?? []).filter((s) => s.filter !== false).map((s) => s.id),
          ...def.groups.map((g) => g.id),
          ...(def.audience ? [AUDIENCE] : []),
        ];
        expect(new Set(ids).size).toBe(ids.length);
        const params = [
          ...(def.statuses ?? []).filter((s) => s.filter !== false).map((s) => s.param ?? s.id),
          ...def.groups.map((g) => g.param ?? g.id),
          ...(def.ranges ?? []).flatMap((r) => [r.fromParam, r.toParam]),
        ];
        expect(new Set(params).size).toBe(params.length);
        for (const reserved of ['search', 'page']) expect(params).not.toContain(reserved);
      });

      if ('card' in def)
        it('names the view of each control it declares (date range, sort select), and of none it does not', () => {
          // The card layout imports neither: a hub that forgot one would not show it, one that
          // named it without the declaration would load code it does not run.
          const { controls } = def as HubDefinition<unknown>;
          expect(Boolean(controls?.range), 'range').toBe(Boolean(def.ranges?.length));
          expect(Boolean(controls?.sort), 'sort').toBe(Boolean(def.sort.choices?.length));
        });

      const remote = def.search.remote;
      if (remote)
        it(`imports the query builder of its search-service kind (${remote.kind}), which sends the term`, async () => {
          const query = await remote.query();
          const body = JSON.stringify(query('kemia tekniikka'));
          expect(body).toContain('"query":"kemia tekniikka"');
          expect(query('kemia').size).toBeGreaterThan(0);
        });

      it('derives an engine configuration, and offers the audience filter to logged-in users only', () => {
        for (const userId of [0, 5]) {
          const context = { settings: settings(userId, 'en'), now: Date.now(), loggedIn: userId > 0 };
          const t = hubTranslator(def, 'en');
          const config = listingConfigOf(def, context, t);
          expect(config.sortKeys[def.sort.default.key]).toBeDefined();
          const choices = choicesOf(def, context, t, { items: [] });
          const offered = offeredGroups(def, context, t, choices, null).map((g) => g.id);
          expect(offered.includes(AUDIENCE)).toBe(Boolean(def.audience) && userId > 0);
        }
      });
    });
  }
});
