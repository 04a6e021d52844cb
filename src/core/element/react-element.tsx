/**
 * The runtime side of every element, loaded with React the first time any tag is connected. It
 * makes the element's class (registered as `<tag>-impl`, which the tag the page wrote puts inside
 * itself) and renders the element's React component into it: a React root while it is connected,
 * unmounted when it is not.
 *
 * The class observes every declared attribute and parses all of them on each change by contract
 * §2: a removal returns the default, a bad value falls back. (It needs no wrapper library such
 * as r2wc: mounting and unmounting a root is the few lines below, lighter on every page.)
 */
import { Component, startTransition, type ComponentType, type ReactNode } from 'react';
import { createRoot, type ErrorInfo, type Root } from 'react-dom/client';
import { attributeName, settingsAttributes, type AttributeParsers, type ElementModule, type ParsedAttributes } from './attributes.js';
import type { PageSettings, ReportFn, StringOverrides } from '../settings.js';
import { stringOverrides } from '../i18n/translate.js';
import { loadTexts, textsLoaded } from '../i18n/packs.js';
import { textsLanguage } from '../languages.js';

export type { AttributeParsers, ElementModule, ParsedAttributes };
export type EmitFn = (name: string, detail?: unknown) => boolean;
export type Methods = Record<string, (...args: never[]) => unknown>;

/** What every element component receives. */
export interface ElementBaseProps {
  settings: PageSettings;
  /** The element the page wrote (events are dispatched from it). */
  host: HTMLElement;
  /** Dispatches `aalto-<name>` from the host, bubbling and composed; false if cancelled. */
  emit: EmitFn;
  /** Gives the element's public methods (declared in its definition) their implementation. */
  expose: (methods: Methods | null) => void;
}
export type ElementProps<A extends AttributeParsers = Record<never, never>> = ElementBaseProps & ParsedAttributes<A>;

/**
 * Keeps a render error inside the element: it is left empty, and the page and other elements go
 * on. Once React has committed the element's first render,
 * its inner element carries `data-rendered`, so tools (and tests) can tell 'rendered nothing' from
 * 'not rendered yet'.
 */
class ErrorBoundary extends Component<{ children: ReactNode; container: Element }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidMount() {
    this.props.container.setAttribute('data-rendered', '');
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

type Props = ElementBaseProps & Record<string, unknown>;

/**
 * A React root in the element. React would log caught and recoverable errors to the console; a
 * CMS page should stay quiet, so they go to an `aalto-error` event a site can forward to its own
 * logging.
 */
function rootIn(container: Element, emit: EmitFn): Root {
  const report = (error: unknown, info?: ErrorInfo) => emit('error', { error, componentStack: info?.componentStack });
  return createRoot(container, { onCaughtError: report, onUncaughtError: report, onRecoverableError: report });
}

/**
 * Parses raw attributes into props. The settings object is new only when a setting's value
 * changed, so effects and memos keyed on it re-run only then.
 */
export function propsParser(attributes: AttributeParsers = {}, report?: ReportFn) {
  let settings: PageSettings | null = null;
  return (read: (name: string) => string | null, strings: StringOverrides | null = null): { settings: PageSettings } & Record<string, unknown> => {
    const next = {
      ...Object.fromEntries(Object.entries(settingsAttributes).map(([prop, parse]) => [prop, parse(read(attributeName(prop)))])),
      strings,
      ...(report && { report }),
    } as unknown as PageSettings;
    const keys = Object.keys(next) as Array<keyof PageSettings>;
    if (!settings || keys.some((k) => !Object.is(next[k], settings![k]))) settings = next;
    const own = Object.fromEntries(Object.entries(attributes).map(([prop, parse]) => [prop, parse(read(attributeName(prop)))]));
    return { ...own, settings };
  };
}

function innerClass(module: ElementModule, texts: string | undefined): CustomElementConstructor {
  const observed = [...Object.keys(settingsAttributes), ...Object.keys(module.attributes ?? {})].map(attributeName);
  const View = module.default as unknown as ComponentType<Props>;

  class AaltoInner extends HTMLElement {
    static get observedAttributes() {
      return observed;
    }
    private parse: ReturnType<typeof propsParser>;
    /** The site's text overrides: the `strings` property, else a JSON script child of the tag. */
    private overrides: StringOverrides | null | undefined;
    /** The React root while the element is connected (made at its first render). */
    private root: Root | null = null;
    private props: Props;
    private handle: Methods | null = null;
    private pending: Array<[string, unknown[]]> = [];
    /** The language whose texts are on their way (one load, however many changes come meanwhile). */
    private awaited: string | null = null;

    constructor() {
      super();
      const host = () => (this.parentElement as HTMLElement | null) ?? this;
      const emit: EmitFn = (name, detail) =>
        host().dispatchEvent(new CustomEvent(`aalto-${name}`, { detail, bubbles: true, composed: true, cancelable: true }));
      const expose = (methods: Methods | null) => {
        this.handle = methods;
        if (methods) for (const [name, args] of this.pending.splice(0)) this.call(name, args);
      };
      this.parse = propsParser(module.attributes, (detail) => emit('error', detail));
      this.props = { ...this.parse((name) => this.getAttribute(name)), host: host(), emit, expose } as Props;
    }

    set strings(value: unknown) {
      // null gives the JSON script child back its say.
      this.overrides = value == null ? undefined : stringOverrides(value);
      this.refresh();
    }

    private readStrings(): StringOverrides | null {
      // Read once the inner element is inside the tag (attributes are set on it before that).
      if (this.overrides === undefined && this.parentElement) {
        const script = [...this.parentElement.children].find((child) => child.localName === 'script' && child.getAttribute('type') === 'application/json');
        let value: unknown = null;
        try {
          value = script ? JSON.parse(script.textContent ?? '') : null;
        } catch {
          // Not JSON: no overrides, the catalogues' texts.
        }
        this.overrides = stringOverrides(value);
      }
      return this.overrides ?? null;
    }

    /** Parses the attributes again and renders, when connected (an attribute set before is kept for then). */
    private refresh() {
      this.props = { ...this.props, ...this.parse((name) => this.getAttribute(name), this.readStrings()) };
      if (!this.isConnected) return;
      // Rendered in a language once its texts are in: until then, what is shown stays (nothing at
      // first, the former language after a change). A failed load is reported, tried again at the
      // next change.
      // A site's registered language renders over the English texts (a key it lacks is English).
      const language = textsLanguage(this.props.settings.language);
      if (!textsLoaded(texts, language)) {
        if (this.awaited !== language)
          loadTexts(texts!, (this.awaited = language))
            .finally(() => (this.awaited = null))
            .then(
              () => this.refresh(),
              (error: unknown) => this.props.emit('error', { error }),
            );
        return;
      }
      const root = (this.root ??= rootIn(this, this.props.emit));
      // As a transition, React renders in slices that yield to the browser every few milliseconds:
      // an element's first render (the first run of React's and the element's code) was one long
      // task, counted in Lighthouse's blocking time on its slower CPU.
      startTransition(() =>
        root.render(
          <ErrorBoundary container={this}>
            <View {...this.props} />
          </ErrorBoundary>,
        ),
      );
    }

    connectedCallback() {
      this.props = { ...this.props, host: (this.parentElement as HTMLElement | null) ?? this };
      this.refresh();
    }

    disconnectedCallback() {
      this.root?.unmount();
      this.root = null;
    }

    attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null) {
      if (oldValue !== newValue) this.refresh();
    }

    /** A public method: runs now if the component has exposed it, else when it does. */
    call(name: string, args: unknown[]): unknown {
      if (!this.handle) {
        this.pending.push([name, args]);
        return undefined;
      }
      // own-keys: a method the registry declares, which the component exposed on its handle.
      return (this.handle[name] as ((...a: unknown[]) => unknown) | undefined)?.(...args);
    }
  }
  return AaltoInner;
}

/**
 * Defines the element's inner tag (once) and returns its name. `texts`: the registry's tag, which
 * names the element's language files in the build (none: its catalogues are in its code).
 */
export function defineInner(tag: string, module: ElementModule, methods: readonly string[] = [], texts?: string): string {
  const name = `${tag}-impl`;
  if (!customElements.get(name)) {
    const constructor = innerClass(module, texts);
    for (const method of methods) {
      // own-keys: the registry's method names, defined on the inner class's prototype.
      (constructor.prototype as Record<string, unknown>)[method] = function (this: { call: (n: string, a: unknown[]) => unknown }, ...args: unknown[]) {
        return this.call(method, args);
      };
    }
    customElements.define(name, constructor);
  }
  return name;
}
