import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * A value only the browser knows (the page address, the document's language, cookies, Cookiebot)
 * read during render. A server renders `server`, and hydration renders it again, so that its
 * markup matches the server's; React then renders again with `read()`. A render that hydrates
 * nothing (a custom element, a client-only React app) reads the browser at once. `read` must
 * return the same value while nothing has changed (a primitive, not a new object each call).
 */
export function useClientValue<T>(read: () => T, server: T): T {
  return useSyncExternalStore(never, read, () => server);
}
