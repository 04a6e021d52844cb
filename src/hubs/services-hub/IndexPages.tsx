/**
 * The service index pages under the services: each page's title link, lead text, provider (named
 * by the categories endpoint's providers, as sent when it names none) and its services, behind a
 * native disclosure so thirty pages do not push the listing away. Pure: the pages come as props.
 */
import type { ServiceIndexPage } from './entities.js';
import type { Translate } from '../../core/i18n/translate.js';
import { Facts } from '../../core/views/CardHeading.js';
import { SafeLink } from '../../core/views/SafeLink.js';
import type { HubStrings } from '../../listing/hub.js';
import type { ServicesStrings } from './strings.js';
import { headingTag } from '../../core/views/heading.js';

export interface IndexPagesProps {
  pages: readonly ServiceIndexPage[];
  providerName: (id: string) => string;
  t: Translate<HubStrings<ServicesStrings>>;
  headingLevel: number;
  target: string;
  language: string;
}

/** The services a page names (one sent as a node id alone has no name to show). */
const named = (page: ServiceIndexPage) => page.services.filter((service) => service.name);

export function IndexPages({ pages, providerName, t, headingLevel, target, language }: IndexPagesProps) {
  if (pages.length === 0) return null;
  // Not the listing's card and section classes: these pages are no results of the listing.
  const Heading = headingTag(headingLevel);
  const PageHeading = headingTag(headingLevel + 1);
  const link = (href: string | null, text: string, className?: string) => (
    <SafeLink href={href} target={target} externalHint={t('externalLink')} newTabHint={t('newTab')} className={className}>
      {text}
    </SafeLink>
  );
  return (
    <section className="aalto-service-pages" lang={language}>
      <Heading className="aalto-card-section__heading">{t('indexPages')}</Heading>
      <ul className="aalto-cards" aria-label={t('indexPages')}>
        {pages.map((page, index) => (
          <li key={`${page.id}#${index}`} className="aalto-cards__item">
            <article className="aalto-card aalto-service-page">
              <PageHeading className="aalto-service-page__title">{link(page.url, page.title)}</PageHeading>
              {page.leadText && <p className="aalto-card__summary">{page.leadText}</p>}
              <Facts rows={[[t('provider'), page.serviceProvider && providerName(page.serviceProvider)]]} />
              {named(page).length > 0 && (
                <details className="aalto-service-pages__services">
                  <summary>{t('pageServices', { count: named(page).length })}</summary>
                  <ul>
                    {named(page).map((service, i) => (
                      <li key={`${service.id}#${i}`}>{link(service.url, service.name)}</li>
                    ))}
                  </ul>
                </details>
              )}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
