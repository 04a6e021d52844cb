/**
 * The one element-definition helper every tag uses, loader side. `dist/aalto-hubs.js` defines
 * every tag with the small class built here (no React): it observes its attributes and,
 * the first time it is connected, loads the element's chunk and the shared runtime. The runtime
 * builds the element's React class (see `react-element.tsx`), registered as `<tag>-impl`, and this
 * element puts one inside itself, forwarding its attributes and methods to it. Events are
 * dispatched from this element, so the page sees only the tag it wrote.
 */
import type { ElementModule } from './attributes.js';
import { languageAttribute, textsLanguage, type Language } from '../languages.js';

// The hash in the names of the texts' files, in the build (language-packs.mjs); undeclared when the sources run.
declare const __LANGUAGE_PACKS__: string;

/**
 * The address of an element's texts file in a language beside this file (`chunks/lang/`, where
 * the build writes them), with a query if given; null when the sources run (no files).
 */
export function textsAddress(tag: string, language: Language, query = ''): string | null {
  return typeof __LANGUAGE_PACKS__ === 'undefined' ? null : new URL(`./chunks/lang/${tag}.${language}-${__LANGUAGE_PACKS__}.js${query}`, import.meta.url).href;
}

/**
 * Starts an element's texts in its language (i18n/packs.ts) with its chunk rather than after it,
 * when the page loads this very file as `aalto-hubs.js`: the texts' files are then beside it.
 * Bundled into an app, they are the bundler's to name, and the element's chunk starts its own
 * when it is in.
 */
function startTexts(tag: string | undefined, element: HTMLElement) {
  const address = tag && textsAddress(tag, textsLanguage(languageAttribute(element.getAttribute('language'))));
  if (!address || !/\/aalto-hubs\.js(\?|$)/.test(import.meta.url) || ![...document.scripts].some((script) => script.src === import.meta.url)) return;
  import(/* @vite-ignore */ address).catch(() => {});
}

/** The page settings attributes every element has (contract §2). */
export const SETTINGS_ATTRIBUTES = ['user-id', 'language', 'base-url', 'theme-url', 'path-prefix', 'environment', 'authenticated', 'search-host'];

export interface ElementDefinition {
  /** The registry's tag, which names the element's texts in the build (`chunks/lang/<tag>.<language>-<hash>.js`). */
  tag?: string;
  /** The element's own attributes beyond the page settings. */
  attributes?: readonly string[];
  /** Public methods callable on the element; calls made before it is ready are queued. */
  methods?: readonly string[];
  /** Loads the element's module (a dynamic import, so it becomes its own chunk). */
  load: () => Promise<ElementModule>;
  /**
   * Loader-side work when the tag is connected, before any chunk loads: false leaves the element
   * idle (`data-idle`, no chunk, no React) until one of its methods is called.
   */
  connect?: (element: HTMLElement) => boolean;
  /** Loader-side handling of a method call; true when handled (nothing is loaded for it). */
  call?: (element: HTMLElement, method: string, args: unknown[]) => boolean;
}

/** Attributes whose property is a boolean or a number; the others are strings (contract §2). */
const FLAG_ATTRIBUTES = ['authenticated', 'path-prefix'];
const NUMBER_ATTRIBUTES = ['user-id', 'heading-level'];

/** An attribute's value as its property reads it (flags as the element parses them: `false` and `0` are off). */
export function propertyValue(name: string, raw: string | null): string | number | boolean | null {
  if (FLAG_ATTRIBUTES.includes(name)) return raw !== null && !/^\s*(false|0)\s*$/i.test(raw);
  if (NUMBER_ATTRIBUTES.includes(name)) return raw !== null && /^\s*[+-]?\d{1,15}\s*$/.test(raw) ? Number.parseInt(raw, 10) : null;
  return raw;
}

type Callable = HTMLElement & Record<string, (...args: unknown[]) => unknown>;

/** Builds the custom element class for a tag. Define it with {@link defineTag}. */
export function elementClass(definition: ElementDefinition): CustomElementConstructor {
  const attributes = [...SETTINGS_ATTRIBUTES, ...(definition.attributes ?? [])];
  /** The inner tag's name, once the chunk and the runtime are loaded (shared by all instances). */
  let ready: Promise<string> | null = null;

  class AaltoElement extends HTMLElement {
    static observedAttributes = attributes;
    private inner: Callable | null = null;
    private pending: Array<[string, unknown[]]> = [];
    private overrides: unknown = null;

    /** Overrides of the element's texts, per language by key (README, Texts); null for none. */
    get strings(): unknown {
      return this.overrides;
    }
    set strings(value: unknown) {
      this.overrides = value;
      if (this.inner) (this.inner as unknown as { strings: unknown }).strings = value;
    }

    connectedCallback() {
      if (this.inner) return;
      if (definition.connect && !definition.connect(this)) {
        this.setAttribute('data-idle', '');
        return;
      }
      this.loadCode();
    }

    /** Loads the element's chunk and the runtime (once for every instance), then mounts it. */
    private loadCode() {
      this.removeAttribute('data-idle');
      ready ??= Promise.all([definition.load(), import('./react-element.js')]).then(([module, runtime]) =>
        runtime.defineInner(this.localName, module, definition.methods, definition.tag),
      );
      startTexts(definition.tag, this);
      ready.then(
        (innerTag) => {
          if (this.inner || !this.isConnected) return;
          const inner = document.createElement(innerTag) as Callable;
          for (const name of attributes) {
            const value = this.getAttribute(name);
            if (value !== null) inner.setAttribute(name, value);
          }
          if (this.strings != null) (inner as unknown as { strings: unknown }).strings = this.strings;
          this.inner = inner;
          this.append(inner);
          // own-keys: a method the registry declares, found on the inner element's prototype.
          for (const [name, args] of this.pending.splice(0)) inner[name]?.(...args);
        },
        (error: unknown) => {
          // The chunk could not be loaded (offline, a deploy in progress): the element stays
          // empty, the page goes on, and the next connection tries again.
          ready = null;
          this.dispatchEvent(new CustomEvent('aalto-error', { detail: { error }, bubbles: true, composed: true }));
        },
      );
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      if (value === null) this.inner?.removeAttribute(name);
      else this.inner?.setAttribute(name, value);
    }
  }

  const proto = AaltoElement.prototype as unknown as Record<string, unknown>;
  // Properties mirror attributes, as for built-in elements: `el.language = 'fi'` sets it,
  // `el.pathPrefix = false` (or null) removes it. Reading gives the attribute's type, as the
  // typings say: a flag is a boolean, a number a number (null when unset or not a number).
  for (const name of attributes) {
    Object.defineProperty(proto, name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()), {
      configurable: true,
      get(this: HTMLElement) {
        return propertyValue(name, this.getAttribute(name));
      },
      set(this: HTMLElement, value: unknown) {
        if (value == null || value === false) this.removeAttribute(name);
        else this.setAttribute(name, value === true ? '' : String(value));
      },
    });
  }
  for (const name of definition.methods ?? []) {
    // own-keys: the registry's method names, defined on the prototype (and called through it).
    proto[name] = function (this: AaltoElement, ...args: unknown[]) {
      const self = this as unknown as { inner: Callable | null; pending: Array<[string, unknown[]]> };
      // own-keys: a declared method, on the inner element's prototype.
      if (self.inner) return self.inner[name]?.(...args);
      if (definition.call?.(this, name, args)) return undefined;
      self.pending.push([name, args]);
      // An idle element loads its code for the call.
      if (this.isConnected && this.hasAttribute('data-idle')) (this as unknown as { loadCode(): void }).loadCode();
      return undefined;
    };
  }
  return AaltoElement;
}

/** Defines a tag once: loading the script twice, or two bundles on one page, is harmless. */
export function defineTag(tag: string, constructor: CustomElementConstructor): void {
  if (typeof customElements !== 'undefined' && !customElements.get(tag)) customElements.define(tag, constructor);
}
