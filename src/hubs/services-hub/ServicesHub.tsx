/**
 * <services-hub>: the services listing made from its definition (`hub.ts`), then the service index
 * pages. The pages load through the one loading path with the same two calls the listing's first
 * load makes (identical requests in flight are shared, so they cost nothing more).
 */
import { useCallback, useMemo } from 'react';
import { fetchEndpoint } from '../../core/api/endpoint.js';
import { serviceCategories, serviceIndexPages } from '../../core/api/services-endpoints.js';
import { useLoaded } from '../../core/api/use-loaded.js';
import type { ServiceIndexPage } from '../../core/entities/services.js';
import { attributes, hubElement, type HubListingProps } from '../../listing/HubListing.js';
import { hubTranslator } from '../../listing/hub-derive.js';
import { servicesHub } from './hub.js';
import { IndexPages } from './IndexPages.js';

export { attributes };
const Listing = hubElement(servicesHub);
const NONE = { pages: [] as ServiceIndexPage[], providers: new Map<string, string>() };
/** The pages stand below every service: they render after the services' first cards, in slices. */
const BELOW = { transition: true };

export default function ServicesHub(props: HubListingProps) {
  const { settings, headingLevel, linkTarget } = props;
  const load = useCallback(async (signal: AbortSignal) => {
    const [pages, categories] = await Promise.all([fetchEndpoint(settings, serviceIndexPages, {}, { signal }), fetchEndpoint(settings, serviceCategories, {}, { signal })]);
    return { pages: pages.index_pages, providers: new Map(categories.service_providers.map((p) => [p.id, p.name])) };
  }, [settings]);
  const loaded = useLoaded(load, NONE, BELOW) ?? NONE;
  const t = useMemo(() => hubTranslator(servicesHub, settings.language, settings.strings), [settings.language, settings.strings]);
  // The index pages follow the services once those have loaded, so they do not move down.
  return (
    <Listing
      {...props}
      after={<IndexPages pages={loaded.pages} providerName={(id) => loaded.providers.get(id) || id} t={t} headingLevel={headingLevel} language={settings.language} target={linkTarget.trim() || '_self'} />}
    />
  );
}
