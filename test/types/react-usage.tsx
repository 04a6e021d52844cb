// Type test (npm test runs tsc over this folder): what a React 19 app writes with the package's
// typings. Lines marked @ts-expect-error must stay errors.
import type {} from '../../dist/react.js';
import { createRef } from 'react';
import { AaltoCookieConsent, AaltoQuicksearch, SummerSchoolListing, type SummerSchoolListingProps } from '../../dist/react.js';
import type { AaltoCookieConsentElement, EventsListingElement } from '../../dist/aalto-hubs.js';

export function App() {
  return (
    <>
      <events-listing
        language="fi"
        heading-level={2}
        link-target="_blank"
        user-id={5}
        authenticated
        onaalto-error={(event) => console.log(event.detail.error)}
      />
      <aalto-cookie-consent
        revision="2"
        privacy-url="/privacy"
        onaalto-consent-change={(event) => {
          const statistics: boolean = event.detail.categories.statistics;
          const source: 'dialog' | 'cookiebot' = event.detail.source;
          console.log(statistics, source);
        }}
        onaalto-consent-accept={(event) => console.log(event.detail.category)}
      />
      <aalto-quicksearch onaalto-quicksearch-submit={(event) => event.detail.term.trim()} />
      {/* @ts-expect-error not one of the languages */}
      <news-listing language="de" />
      {/* @ts-expect-error heading levels run from 2 to 6 */}
      <news-listing heading-level={7} />
      {/* @ts-expect-error the submit event's detail has a term and a url */}
      <aalto-quicksearch onaalto-quicksearch-submit={(event: CustomEvent<{ nope: number }>) => event.detail.nope} />
    </>
  );
}

// The React components of aalto-hubs/react: properties as props, events as on<Event> props, a ref with the methods.
export function Components() {
  const consent = createRef<HTMLElement & { renew(): void }>();
  const props: SummerSchoolListingProps = { language: 'sv', linkTarget: '_self', baseUrl: '' };
  return (
    <>
      <SummerSchoolListing
        {...props}
        userId={3}
        authenticated
        strings={{ en: { loading: 'Wait' } }}
        onAaltoError={(event) => console.log(event.detail.error)}
        className="wide"
      />
      <AaltoCookieConsent ref={consent} revision="2" onAaltoConsentChange={(event) => console.log(event.detail.categories.statistics, event.detail.source)} />
      <AaltoQuicksearch indexPrefix="aalto" onAaltoQuicksearchSubmit={(event) => event.preventDefault()} />
      {/* @ts-expect-error not one of the languages */}
      <SummerSchoolListing language="de" />
      {/* @ts-expect-error link-target is _self or _blank */}
      <SummerSchoolListing linkTarget="_top" />
      {/* @ts-expect-error the listing fires no consent events */}
      <SummerSchoolListing onAaltoConsentChange={() => {}} />
      {/* @ts-expect-error the quick search has no revision */}
      <AaltoQuicksearch revision="2" />
    </>
  );
}

// DOM use: the tag map, typed properties, methods and events.
const consent = document.createElement('aalto-cookie-consent');
const typed: AaltoCookieConsentElement = consent;
typed.renew();
const events = document.querySelector('events-listing') as EventsListingElement;
const userId: number | null = events.userId;
const flag: boolean = events.authenticated;
consent.addEventListener('aalto-consent-change', (event) => {
  const marketing: boolean = event.detail.categories.marketing;
  console.log(marketing);
});
document.addEventListener('aalto-quicksearch-submit', (event) => event.detail.url.length);
// @ts-expect-error userId is a number, not a string
const wrong: string = events.userId;
// @ts-expect-error the language reads null while the attribute is absent
const language: 'fi' | 'sv' | 'en' = events.language;
console.log(userId, flag, wrong, language);
