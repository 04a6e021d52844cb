/**
 * One driver for listing elements in unit tests (card listings and tables alike): mount a tag,
 * wait until it has loaded, read its titles and count, open the filters, choose a filter.
 */
import '../../elements/loader';
import { mount as mountElement, until } from './helpers';

/** Mounts a listing (its search service at a test host) and waits for its form. */
export const mount = (tag: string, attrs: Record<string, string> = {}): Promise<HTMLElement> =>
  mountElement(tag, { 'search-host': 'https://search.test', ...attrs }, (el) => el.querySelector('form'));

/** Loaded: a count is shown and no part is busy (a list renders its first cards first), or the empty state (any of the catalogues' empty texts). */
export const loaded = (el: Element, empty = /No results|No (news|events) found|No results found\./) =>
  until(
    () =>
      (!el.textContent.includes('Loading contents...') && el.querySelector('.aalto-count')!.textContent !== '' && !el.querySelector('[aria-busy="true"]')) ||
      empty.test(el.textContent),
  );

/** The titles of the cards (or the names of the table's rows), as text. */
export const titles = (el: Element) => [...el.querySelectorAll('.aalto-card__title, tbody th')].map((h) => h.querySelector('a, span')!.firstChild!.textContent);

/** The polite count line. */
export const count = (el: Element) => el.querySelector('.aalto-count')!.textContent;

/** Types `term` in the element's search field and submits its form, as Enter does. */
export function submitSearch(el: Element, term: string) {
  const input = el.querySelector<HTMLInputElement>('input[type="search"]')!;
  input.value = term;
  input.form!.requestSubmit();
}

/** A filter checkbox or radio by its label's text (the label may add a facet count after it). */
export const choice = (el: Element, label: string) =>
  [...el.querySelectorAll('label')].find((l) => l.textContent.replace(/ \(\d+\)$/, '') === label)!.querySelector('input')!;

export async function openFilters(el: Element) {
  const button = el.querySelector<HTMLButtonElement>('.aalto-disclosure__button');
  if (button && button.getAttribute('aria-expanded') !== 'true') button.click();
  await until(() => el.querySelector('.aalto-filters'));
}

/** Opens the filters and clicks a choice, then waits for the count to change. */
export async function chooseFilter(el: Element, label: string) {
  await openFilters(el);
  const before = count(el);
  choice(el, label).click();
  await until(() => count(el) !== before);
}

/** The failed state's message, by language (the core strings'). */
export const LOAD_FAILED = { en: 'The content could not be loaded.', fi: 'Sisältöä ei voitu ladata.', sv: 'Innehållet kunde inte laddas.' } as const;

/** Waits for the failed state: the message, and its 'Try again' button. */
export const untilFailed = (el: Element) => until(() => el.querySelector('.aalto-load-failure button') !== null);

/** The `detail` of every `aalto-error` the element fires from now on. */
export function errorsOf(el: Element): Array<Record<string, unknown>> {
  const details: Array<Record<string, unknown>> = [];
  el.addEventListener('aalto-error', (event) => details.push((event as CustomEvent).detail));
  return details;
}
