/**
 * <services-hub>: the services listing made from its declaration (`hub.ts`) and its card, then the
 * service index pages, the declaration's side source (`servicesSides`), which the engine loads:
 * its calls are the listing's own first two, made and parsed once through the page's cache.
 */
import type { HubDefinition } from '../../listing/hub.js';
import { attributes, hubElement, type HubAfterProps } from '../../listing/HubListing.js';
import { servicesHub, servicesSides, type HubService } from './hub.js';
import { IndexPages } from './IndexPages.js';
import { ServiceCard } from './ServiceCard.js';
import type { ServicesStrings } from './strings.js';

export { attributes };

function ServiceIndexPages({ side, language, loaded, t, headingLevel, target }: HubAfterProps<ServicesStrings>) {
  // The pages stand below every service: they render after the services' first cards, in slices.
  const { value } = side(servicesSides.indexPages);
  // The index pages follow the services once those have loaded, so they do not move down.
  if (!loaded || !value) return null;
  return (
    <IndexPages
      pages={value.pages}
      providerName={(id) => value.providers.get(id) || id}
      t={t}
      headingLevel={headingLevel}
      language={language}
      target={target}
    />
  );
}

/** The services hub with its card. */
export const servicesCardHub: HubDefinition<HubService, 'name', ServicesStrings> = { ...servicesHub, card: ServiceCard };

export default hubElement(servicesCardHub, { after: ServiceIndexPages });
