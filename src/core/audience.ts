/**
 * Who may see what (docs/api.md, 'Who sees what'): content is public or for the university
 * community only. Anonymous visitors (user id 0) never see community content, whatever the server
 * sent; logged-in users see both and may narrow to either with the audience filter (all content,
 * public only, community only).
 */
import type { AudienceStrings } from './audience-strings.js';
import { isLoggedIn, type PageSettings } from './settings.js';

export type Audience = 'public' | 'community';
export const AUDIENCES: readonly Audience[] = ['public', 'community'];

/** The items this visitor may see. */
export function visibleTo<Item>(settings: Pick<PageSettings, 'userId'>, items: readonly Item[], audienceOf: (item: Item) => Audience): Item[] {
  return isLoggedIn(settings) ? [...items] : items.filter((item) => audienceOf(item) === 'public');
}

/** The audience filter as a single-choice group (address parameter `audience`); for logged-in users only. */
export function audienceGroup(t: (key: keyof AudienceStrings) => string) {
  return {
    id: 'audience',
    param: 'audience',
    label: t('groupAudience'),
    kind: 'radio' as const,
    allLabel: t('audienceAll'),
    options: [
      { value: 'public', label: t('audiencePublic') },
      { value: 'community', label: t('audienceCommunity') },
    ],
  };
}
