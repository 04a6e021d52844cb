/**
 * A WebDriver classic client: the few commands the WebKit adapter sends to WebKitWebDriver, as
 * plain HTTP (W3C WebDriver, https://www.w3.org/TR/webdriver2/). A client library would bring a
 * dependency tree and its own start-up for a dozen routes.
 */

/** WebDriver's key codes for the keys a test presses (the spec's "keyboard actions" table). */
export const WEBDRIVER_KEYS: Record<string, string> = {
  Backspace: '\uE003',
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Escape: '\uE00C',
  Space: ' ',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Delete: '\uE017',
  Meta: '\uE03D',
};

export class WebDriverError extends Error {
  constructor(
    readonly error: string,
    message: string,
  ) {
    super(`${error}: ${message}`);
  }
}

/** Sends one command; the answer's `value`, or a WebDriverError with the driver's error code. */
export async function command<T = unknown>(base: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let answer: { value?: unknown };
  try {
    answer = JSON.parse(text) as { value?: unknown };
  } catch {
    throw new WebDriverError('unknown error', `${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
  }
  if (!response.ok) {
    const { error = 'unknown error', message = '' } = (answer.value ?? {}) as { error?: string; message?: string };
    throw new WebDriverError(error, `${method} ${path}: ${message}`);
  }
  return answer.value as T;
}

/** A session's commands, by the routes of the specification. */
export class WebDriverSession {
  constructor(
    readonly base: string,
    readonly id: string,
  ) {}

  send<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return command<T>(this.base, method, `/session/${this.id}${path}`, body);
  }

  navigate(url: string) {
    return this.send('POST', '/url', { url });
  }

  url() {
    return this.send<string>('GET', '/url');
  }

  refresh() {
    return this.send('POST', '/refresh', {});
  }

  /** Runs `body` (a function body: `arguments` are `args`, the last one the callback to answer with). */
  executeAsync<T>(body: string, args: unknown[] = []) {
    return this.send<T>('POST', '/execute/async', { script: body, args });
  }

  executeSync<T>(body: string, args: unknown[] = []) {
    return this.send<T>('POST', '/execute/sync', { script: body, args });
  }

  setWindowRect(rect: { width: number; height: number; x?: number; y?: number }) {
    return this.send('POST', '/window/rect', rect);
  }

  /** One input source's actions, then the release of every key and button it left down. */
  async perform(actions: unknown[]) {
    await this.send('POST', '/actions', { actions });
    await this.send('DELETE', '/actions');
  }

  cookies() {
    return this.send<Array<{ name: string; value: string }>>('GET', '/cookie');
  }

  addCookie(cookie: { name: string; value: string; path?: string; httpOnly?: boolean }) {
    return this.send('POST', '/cookie', { cookie });
  }

  deleteCookies() {
    return this.send('DELETE', '/cookie');
  }

  acceptAlert() {
    return this.send('POST', '/alert/accept', {});
  }

  screenshot() {
    return this.send<string>('GET', '/screenshot');
  }

  setTimeouts(timeouts: { script?: number; pageLoad?: number; implicit?: number }) {
    return this.send('POST', '/timeouts', timeouts);
  }
}
