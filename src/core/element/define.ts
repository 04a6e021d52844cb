/**
 * The one element-definition helper every tag uses, loader side. `dist/aalto-hubs.js` defines
 * every tag with the class built here (no React): it observes its attributes, reflects them as
 * properties and, the first time it is connected, loads the element's chunk and the shared
 * runtime, whose `mountElement` makes this very element host the element's React root. It is the
 * one class of its tag: events are dispatched from it, its attributes are read from it.
 */
import type { ElementModule, Mounted } from './attributes.js';
import { booleanAttribute, integerValue, propertyName, SETTINGS_ATTRIBUTES } from './values.js';
import { languageAttribute, textsLanguage } from '../languages.js';
import { startFirstCalls } from '../api/first-calls.js';
import { documentProperty } from '../document-reads.js';
import { importTexts } from './texts-import.js';

/**
 * Starts an element's texts in its language (i18n/packs.ts) with its chunk rather than after it,
 * when the page loads this very file as `aalto-hubs.js`: the texts' files are then beside it.
 * Bundled into an app, they are the bundler's to name, and the element's chunk starts its own
 * when it is in.
 */
function startTexts(tag: string | undefined, element: HTMLElement) {
  if (
    !tag ||
    !/\/aalto-hubs\.js(\?|$)/.test(import.meta.url) ||
    ![...documentProperty<HTMLCollectionOf<HTMLScriptElement>>('scripts')].some((script) => script.src === import.meta.url)
  )
    return;
  importTexts(tag, textsLanguage(languageAttribute(element.getAttribute('language'))))?.catch(() => {});
}

export { SETTINGS_ATTRIBUTES };

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
   * The content API calls the element makes first, whatever the page's address (paths, with the
   * endpoint's fixed parameters after `?`), and the search it makes first (an index type, a space
   * and the body): the loader starts them with the element's code and the element takes their
   * answers (api/first-calls.ts). A test holds each element to its list.
   */
  first?: readonly string[];
  /**
   * Loader-side work when the tag is connected, before any chunk loads: false leaves the element
   * idle (`data-idle`, no chunk, no React) until one of its methods is called.
   */
  connect?: (element: HTMLElement) => boolean;
  /** Loader-side handling of a method call; true when handled (nothing is loaded for it). */
  call?: (element: HTMLElement, method: string, args: unknown[]) => boolean;
}

/** Attributes whose property is a boolean or a number; the others are strings (docs/api.md, 'Page settings'). */
const FLAG_ATTRIBUTES = ['authenticated', 'path-prefix'];
const NUMBER_ATTRIBUTES = ['user-id', 'heading-level'];

/** An attribute's value as its property reads it: a flag or a number as the parsers read them (`values.ts`; null for no number). */
export function propertyValue(name: string, raw: string | null): string | number | boolean | null {
  if (FLAG_ATTRIBUTES.includes(name)) return booleanAttribute(raw);
  return NUMBER_ATTRIBUTES.includes(name) ? integerValue(raw) : raw;
}

type Mount = (host: HTMLElement) => Mounted;

/** Builds the custom element class for a tag. Define it with {@link defineTag}. */
export function elementClass(definition: ElementDefinition): CustomElementConstructor {
  const attributes = [...SETTINGS_ATTRIBUTES, ...(definition.attributes ?? [])];
  /** Every property the class declares: one per attribute, and `strings`. */
  const properties = [...attributes.map(propertyName), 'strings'];
  /** How an instance mounts, once the chunk and the runtime are loaded (shared by all instances). */
  let ready: Promise<Mount> | null = null;

  class AaltoElement extends HTMLElement {
    static observedAttributes = attributes;
    // Not private: the methods defined on the prototype below read them.
    view: Mounted | null = null;
    pending: Array<[string, unknown[]]> = [];
    private overrides: unknown = null;

    /** Overrides of the element's texts, per language by key (docs/languages.md); null for none. */
    get strings(): unknown {
      return this.overrides;
    }
    set strings(value: unknown) {
      this.overrides = value;
      this.view?.update();
    }

    connectedCallback() {
      // A property set before the tag was defined (`el.language = 'fi'` before the loader ran) is
      // the element's own and hides the class's accessor: it goes through the accessor instead.
      const self = this as unknown as Record<string, unknown>;
      for (const name of properties) {
        if (!Object.hasOwn(this, name)) continue;
        const value = self[name]; // own-keys: the class's own property names, not data.
        delete self[name]; // own-keys: the same name.
        self[name] = value; // own-keys: the same name.
      }
      // A host that a React component of `aalto-hubs/react` rendered holds that component's
      // element already (react-component.tsx): it must not get a second one.
      if (this.hasAttribute('data-aalto-react')) return;
      if (this.view) return this.view.update();
      if (definition.connect && !definition.connect(this)) {
        this.setAttribute('data-idle', '');
        return;
      }
      this.loadCode();
    }

    disconnectedCallback() {
      this.view?.unmount();
    }

    /** Loads the element's chunk and the runtime (once for every instance), then mounts this element. */
    loadCode() {
      this.removeAttribute('data-idle');
      // A call started already and not yet taken is not started again (first-calls.ts).
      if (definition.first) startFirstCalls(this, definition.first);
      ready ??= Promise.all([definition.load(), import('./react-element.js')]).then(
        ([module, runtime]) =>
          (host: HTMLElement) =>
            runtime.mountElement(host, module, definition.tag),
      );
      startTexts(definition.tag, this);
      ready.then(
        (mount) => {
          if (this.view || !this.isConnected) return;
          const view = (this.view = mount(this));
          view.update();
          for (const [name, args] of this.pending.splice(0)) view.call(name, args);
        },
        (error: unknown) => {
          // The chunk could not be loaded (offline, a deploy in progress): the element stays
          // empty, the page goes on, and the next connection tries again.
          ready = null;
          this.dispatchEvent(new CustomEvent('aalto-error', { detail: { error }, bubbles: true, composed: true }));
        },
      );
    }

    attributeChangedCallback(_name: string, old: string | null, value: string | null) {
      if (old !== value) this.view?.update();
    }
  }

  const proto = AaltoElement.prototype as unknown as Record<string, unknown>;
  // Properties mirror attributes, as for built-in elements: `el.language = 'fi'` sets it,
  // `el.pathPrefix = false` (or null) removes it. Reading gives the attribute's type, as the
  // typings say: a flag is a boolean, a number a number (null when unset or not a number).
  for (const name of attributes) {
    Object.defineProperty(proto, propertyName(name), {
      configurable: true,
      get(this: HTMLElement) {
        return propertyValue(name, this.getAttribute(name));
      },
      set(this: HTMLElement, value: unknown) {
        if (value == null || value === false) this.removeAttribute(name);
        // eslint-disable-next-line @typescript-eslint/no-base-to-string -- any value the page sets becomes its string, as setAttribute makes it.
        else this.setAttribute(name, value === true ? '' : String(value));
      },
    });
  }
  for (const name of definition.methods ?? []) {
    // own-keys: the registry's method names, defined on the prototype (and called through it).
    proto[name] = function (this: AaltoElement, ...args: unknown[]) {
      if (this.view) return this.view.call(name, args);
      if (definition.call?.(this, name, args)) return undefined;
      this.pending.push([name, args]);
      // An idle element loads its code for the call.
      if (this.isConnected && this.hasAttribute('data-idle')) this.loadCode();
      return undefined;
    };
  }
  return AaltoElement;
}

/** Defines a tag once: loading the script twice, or two bundles on one page, is harmless. */
export function defineTag(tag: string, constructor: CustomElementConstructor): void {
  if (typeof customElements !== 'undefined' && !customElements.get(tag)) customElements.define(tag, constructor);
}
