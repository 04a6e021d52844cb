/** The cross-engine driver's interface: what a test may ask of a page in any of the three engines (README.md). */

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** What a truthy value of T can be. */
export type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>;

export interface Viewport {
  width: number;
  height: number;
}

/** The keys a test presses by name; any single character is pressed as itself. */
export type NamedKey =
  'Tab' | 'Enter' | 'Space' | 'Escape' | 'Backspace' | 'Delete' | 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End' | 'PageUp' | 'PageDown';
export type Modifier = 'Shift' | 'Control' | 'Alt' | 'Meta';
/** A key, with modifiers held while it is pressed: 'Tab', 'Shift+Tab', 'Control+Home', 'a'. */
export type KeyCombo = NamedKey | `${Modifier}+${NamedKey}` | `${Modifier}+${Modifier}+${NamedKey}` | (string & {});

export interface EngineOpenOptions {
  /** The page's viewport (DESKTOP, 1280 × 900, when not given). */
  viewport?: Viewport;
  /** Cookies for the demo server's origin, set before the page loads (every other cookie is gone). */
  cookies?: Record<string, string>;
  /** Fixture faults, e.g. { 'summer_school/courses': '500' } (demo/fixtures/faults.mjs): the `demo_fault` cookie. */
  faults?: Record<string, string>;
  /** How many items the fixture endpoints generate: the `demo_count` cookie. */
  count?: number;
  /** Text size: 2 is 200 % (the root font size doubled, as a visitor's text size setting does), applied as the page loads. */
  textScale?: number;
}

export interface EnginePage {
  readonly engine: EngineName;
  /**
   * Loads a path of the demo server in this page with fresh cookies (only those of `options`) and
   * fresh local and session storage, at the options' viewport and text size.
   */
  open(path: string, options?: EngineOpenOptions): Promise<void>;
  /** Reloads the page, keeping its cookies and storage (the address as it is now). */
  reload(): Promise<void>;
  /** The page's address. */
  url(): Promise<string>;
  /** Waits until every element on the page has rendered and loaded its content (harness.ts's `elementsReady`). */
  ready(): Promise<void>;
  /**
   * Runs `fn` in the page with `args` (JSON values) and answers its JSON result (a promise is
   * awaited). `fn` is sent as source: it may use only its arguments and the page's globals.
   */
  evaluate<R, A extends unknown[]>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R>;
  /**
   * Waits until `fn` (run in the page, as `evaluate`'s) returns a truthy value, which it answers;
   * fails after `timeout` ms (20 s) with `message` or the function's source.
   */
  waitFor<R, A extends unknown[]>(fn: (...args: A) => R | Promise<R>, options?: { timeout?: number; message?: string }, ...args: A): Promise<Truthy<R>>;
  /** Presses a key as trusted input (down, then up), with modifiers held: 'Tab', 'Shift+Tab', 'Space', 'ArrowDown'. */
  press(key: KeyCombo): Promise<void>;
  /** Types text key by key (a keydown, input and keyup for each character), into what has focus. */
  type(text: string): Promise<void>;
  /**
   * Clicks the first element matching `selector` as a visitor would (a trusted mouse click at its
   * centre, after scrolling it to the middle of the viewport); fails when no such element is there
   * or another element covers its centre.
   */
  click(selector: string): Promise<void>;
  /** A trusted mouse click at a point of the viewport (CSS pixels). */
  clickAt(x: number, y: number): Promise<void>;
  /** Changes the viewport of the page as it is (no reload). */
  setViewport(viewport: Viewport): Promise<void>;
  /** Changes the text size of the page as it is: 2 is 200 %, 1 the page's own. */
  setTextScale(scale: number): Promise<void>;
  /** The cookies the browser holds for the demo server, by name. */
  cookies(): Promise<Record<string, string>>;
  /**
   * Console errors and warnings and uncaught exceptions and rejections since the last `open`, as
   * `error: …`, `warning: …`, `pageerror: …`.
   */
  problems(): Promise<string[]>;
  /** A PNG of the viewport (for a failing test's attachment or a look at it). */
  screenshot(): Promise<Buffer>;
}

/** An engine as a test file uses it (`useEngine`): pages for the current test, given back after it. */
export interface Engine {
  readonly name: EngineName;
  /** The browser's name and version ('chromium 142…', 'firefox 153.8.0esr', 'webkitgtk 2.50.6'). */
  version(): Promise<string>;
  /** A page for this test, loaded at `path` (`EnginePage.open`); given back when the test ends. */
  open(path: string, options?: EngineOpenOptions): Promise<EnginePage>;
}
