/** One entry of an A–Z index: its title as a link, and its keywords (the filter matches them too). */
import type { indexEntry } from './endpoints.js';
import type { Parsed } from '../../core/entities/fields.js';
import { SafeLink } from '../../core/views/SafeLink.js';
import type { EntryContext } from '../../listing/hub.js';
import type { SiteIndexStrings } from './strings.js';

export type IndexEntry = Parsed<typeof indexEntry>;

export function IndexEntryLink({ item, context }: { item: IndexEntry; context: EntryContext<SiteIndexStrings> }) {
  const { t } = context;
  return (
    <>
      <SafeLink href={item.url} target={context.target} externalHint={t('externalLink')} newTabHint={t('newTab')} className="aalto-index__link">
        {item.title}
      </SafeLink>
      {item.keywords.length > 0 && <span className="aalto-index__keywords"> ({item.keywords.join(', ')})</span>}
    </>
  );
}
