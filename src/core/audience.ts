/**
 * Who may see what (spec §6): content is public or for the university community only. Anonymous
 * visitors (user id 0) never see community content, whatever the server sent; logged-in users see
 * both and may narrow to either with the audience filter (all content, public only, community only).
 */
import type { Catalogs } from './i18n/translate.js';
import { isLoggedIn, type PageSettings } from './settings.js';

export type Audience = 'public' | 'community';
export const AUDIENCES: readonly Audience[] = ['public', 'community'];

/** The items this visitor may see. */
export function visibleTo<Item>(settings: Pick<PageSettings, 'userId'>, items: readonly Item[], audienceOf: (item: Item) => Audience): Item[] {
  return isLoggedIn(settings) ? [...items] : items.filter((item) => audienceOf(item) === 'public');
}

const en = {
  groupAudience: 'Audience',
  audienceAll: 'All content',
  audiencePublic: 'Public only',
  audienceCommunity: 'Community only',
  communityBadge: 'Aalto community',
};
export type AudienceStrings = typeof en;

/** The audience filter's texts (spec §2 'Filters by audience'), in fi, sv and en. */
export const audienceStrings: Catalogs<AudienceStrings> = {
  en,
  fi: {
    groupAudience: 'Kohderyhmä',
    audienceAll: 'Kaikki sisällöt',
    audiencePublic: 'Vain julkiset',
    audienceCommunity: 'Vain yhteisölle',
    communityBadge: 'Aalto-yhteisö',
  },
  sv: {
    groupAudience: 'Målgrupp',
    audienceAll: 'Allt innehåll',
    audiencePublic: 'Endast offentligt',
    audienceCommunity: 'Endast för gemenskapen',
    communityBadge: 'Aaltogemenskapen',
  },
};

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
