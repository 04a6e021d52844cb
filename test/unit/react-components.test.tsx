/**
 * `aalto-hubs/react`: every element of the registry as a React component (react-component.tsx),
 * rendered as a Next.js-style app does it: `renderToString` on a server (no window, document,
 * address or cookies), that HTML in the page, then `hydrateRoot` in the browser. Hydration must
 * keep the server's nodes (no error #418, no re-render from scratch, no second load), and the
 * element then loads its data (the specification-shaped answers of test/spec-data/) and shows it.
 */
import fetchMock from 'fetch-mock';
import { StrictMode, createRef, type ComponentType, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ELEMENTS } from '../../elements/registry';
import { elementComponent } from '../../src/core/element/react-component';
import { until, useElementTestPage, useSpecAnswers } from './helpers';

let roots: Root[] = [];

useElementTestPage(() => {
  for (const root of roots) root.unmount();
  roots = [];
  history.replaceState(null, '', '/');
  document.documentElement.lang = '';
  document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0]!.trim()}=; path=/; max-age=0`));
});
useSpecAnswers();

type Props = Record<string, unknown>;
const components = new Map<string, ComponentType<Props>>();
async function componentOf(tag: string): Promise<ComponentType<Props>> {
  if (!components.has(tag)) {
    const entry = ELEMENTS.find((e) => e.tag === tag)!;
    components.set(tag, elementComponent(entry, await entry.load()));
  }
  return components.get(tag)!;
}

/** What a server has not: the browser's globals are gone while it renders. */
const BROWSER = ['window', 'document', 'location', 'history', 'navigator', 'matchMedia', 'localStorage', 'sessionStorage', 'customElements', 'HTMLElement'];
function renderOnServer(app: ReactElement): string {
  for (const name of BROWSER) vi.stubGlobal(name, undefined);
  try {
    return renderToString(app);
  } finally {
    vi.unstubAllGlobals();
  }
}

/**
 * Renders on the 'server', puts the HTML in the page, hydrates it, and returns the container, the
 * hydration's errors, and the server's first element inside the host (which hydration must keep).
 */
async function serverThenHydrate(tag: string, props: Props = {}) {
  const Component = await componentOf(tag);
  // As a Vite or Next.js app has it in development: effects run twice, and must hold.
  const app = (
    <StrictMode>
      <Component {...props} />
    </StrictMode>
  );
  const html = renderOnServer(app);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const host = container.firstElementChild as HTMLElement;
  const serverNode = host.firstElementChild;
  const errors: unknown[] = [];
  const events: unknown[] = [];
  host.addEventListener('aalto-error', (event) => events.push((event as CustomEvent).detail));
  roots.push(
    hydrateRoot(container, app, {
      onRecoverableError: (error) => errors.push(error),
      onCaughtError: (error) => errors.push(error),
      onUncaughtError: (error) => errors.push(error),
    }),
  );
  return { html, container, host, serverNode, errors, events };
}

/** React has hydrated a node of the server's HTML (it holds its fiber then). */
const hydrated = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
const loaded = (el: Element) => !(el.textContent ?? '').includes('Loading contents') && (el.textContent ?? '').trim() !== '';
const typeInto = (input: HTMLInputElement, text: string) => {
  // React tracks the input's value: set it through the native setter so onChange fires.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('aalto-hubs/react: server render, then hydrate', () => {
  it('<SummerSchoolListing>: the loading state on the server, the same nodes hydrated, then the courses', async () => {
    const { html, host, serverNode, errors, events } = await serverThenHydrate('summer-school-listing', { language: 'en', linkTarget: '_self' });
    expect(html).toMatch(/^<summer-school-listing language="en" link-target="_self" data-aalto-react="">/);
    expect(html).toContain('Loading contents...');
    await until(() => host.querySelector('tbody tr'));
    expect(host.firstElementChild, 'the server-rendered listing is kept').toBe(serverNode);
    // link-target: its default for the table is a new tab.
    expect(host.querySelector('tbody a')!.getAttribute('target')).not.toBe('_blank');
    expect(errors).toEqual([]);
    expect(events).toEqual([]);
    // One load: hydration did not throw the server's tree away and fetch again.
    expect(fetchMock.callHistory.calls(/summer_school\/courses/).length).toBe(1);
  });

  it('<PeopleHub>: the people and the unit menu after hydration', async () => {
    const { host, serverNode, errors } = await serverThenHydrate('people-hub', { language: 'en', searchHost: 'https://search.test' });
    await until(() => loaded(host) && host.querySelector('.aalto-card'), 5000);
    expect(host.firstElementChild).toBe(serverNode);
    expect(errors).toEqual([]);
  });

  it('<AaltoQuicksearch>: the form on the server; after hydration it suggests, and its events reach the on… props', async () => {
    const submitted: string[] = [];
    const { html, host, errors } = await serverThenHydrate('aalto-quicksearch', {
      language: 'en',
      searchHost: 'https://search.test',
      onAaltoQuicksearchSubmit: (event: CustomEvent<{ term: string }>) => {
        event.preventDefault();
        submitted.push(event.detail.term);
      },
    });
    expect(html).toContain('role="search"');
    const input = host.querySelector<HTMLInputElement>('input[type="search"]')!;
    // The server's input, once React has hydrated it, takes the typing.
    await until(() => hydrated(input));
    typeInto(input, 'studies');
    await until(() => host.querySelector('[data-entry]'), 3000);
    host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await until(() => submitted.length === 1);
    expect(submitted).toEqual(['studies']);
    expect(errors).toEqual([]);
  });

  it('<AaltoCookieConsent>: nothing on the server (the choice is in the browser), the dialog after hydration, renew() through the ref', async () => {
    const ref = createRef<HTMLElement & { renew(): void }>();
    const changes: unknown[] = [];
    const { html, host, errors } = await serverThenHydrate('aalto-cookie-consent', {
      language: 'en',
      revision: '1',
      ref,
      onAaltoConsentChange: (event: CustomEvent) => changes.push(event.detail),
    });
    expect(html).toBe('<aalto-cookie-consent language="en" revision="1" data-aalto-react=""></aalto-cookie-consent>');
    await until(() => host.querySelector('dialog'));
    const dialog = host.querySelector('dialog')!;
    await until(() => dialog.open);
    [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Accept all')!.click();
    await until(() => changes.length === 1 && !dialog.open);
    expect(document.cookie).toContain('aalto_consent_statistics=1');
    expect(ref.current).toBe(host);
    ref.current!.renew();
    await until(() => dialog.open && dialog.querySelector('input[type="checkbox"]'));
    expect(errors).toEqual([]);
  });

  it("reads the browser's state after hydration: the document's language and the address's search term", async () => {
    document.documentElement.lang = 'fi';
    history.replaceState(null, '', '/?search=Robotiikka');
    const { html, host, serverNode, errors } = await serverThenHydrate('summer-school-listing');
    // The server knows neither: English, no term.
    expect(html).toContain('Loading contents...');
    await until(() => host.querySelectorAll('tbody tr').length === 1 && host.getAttribute('language') === 'fi');
    expect(host.querySelector<HTMLInputElement>('input[type="search"]')!.value).toBe('Robotiikka');
    expect(host.querySelector('tbody th')!.textContent).toContain('Robotiikka');
    expect(host.querySelector('.aalto-listing')!.getAttribute('lang')).toBe('fi');
    expect(host.firstElementChild).toBe(serverNode);
    expect(errors).toEqual([]);
  });

  it('<PersonnelHubRecent>: the tab the address names, chosen after hydration (the server has no address)', async () => {
    history.replaceState(null, '', '/?unit=arts');
    const { host, serverNode, errors } = await serverThenHydrate('personnel-hub-recent', { language: 'en' });
    await until(() => host.querySelector('[role="tab"][aria-selected="true"]')?.textContent !== 'All' && loaded(host));
    expect(host.querySelector('[role="tab"][aria-selected="true"]')!.id).toMatch(/-tab-2$/);
    expect(host.firstElementChild).toBe(serverNode);
    expect(errors).toEqual([]);
  });

  describe('every element of the registry', () => {
    for (const entry of ELEMENTS) {
      it(`<${entry.tag}> renders on the server and hydrates with no error, then shows what it loaded`, async () => {
        const { host, html, errors, events } = await serverThenHydrate(entry.tag, { language: 'en', searchHost: 'https://search.test' });
        expect(html).toContain(`<${entry.tag} `);
        await until(() => (entry.tag === 'aalto-cookie-consent' ? host.querySelector('dialog') : loaded(host)), 5000);
        expect(errors, entry.tag).toEqual([]);
        expect(events, entry.tag).toEqual([]);
      });
    }
  });

  it("with the loader on the page too, the host stays React's: the loader does not put the element in it a second time", async () => {
    // Last in the file: from here on the tags are defined (the loader's classes).
    await import('../../elements/loader');
    const { host, serverNode, errors } = await serverThenHydrate('summer-school-listing', { language: 'en' });
    expect(customElements.get('summer-school-listing')).toBeDefined();
    await until(() => host.querySelector('tbody tr'));
    // The loader's class marks a tag it rendered itself: it left this one alone.
    expect(host.hasAttribute('data-rendered')).toBe(false);
    expect(host.querySelectorAll('.aalto-listing').length).toBe(1);
    expect(host.firstElementChild).toBe(serverNode);
    expect(errors).toEqual([]);
  });
});
