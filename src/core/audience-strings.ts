/** The audience filter's texts (docs/api.md, 'Who sees what'), in fi, sv and en. */
import type { Catalogs } from './i18n/translate.js';

const en = {
  groupAudience: 'Audience',
  audienceAll: 'All content',
  audiencePublic: 'Public only',
  audienceCommunity: 'Community only',
  communityBadge: 'Aalto community',
};
export type AudienceStrings = typeof en;

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
