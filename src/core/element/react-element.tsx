/**
 * The runtime side of every element, loaded with React the first time any tag is connected: it
 * mounts the element's React component in the tag itself (`mountElement`, which the tag's one
 * class, `define.ts`, calls): a React root while it is connected, unmounted when it is not.
 *
 * On each change the tag's attributes are read once and parsed as docs/api.md's 'Page settings'
 * says (`attributes.ts`): a removal returns the default, a bad value falls back. (It needs no
 * wrapper library such as r2wc: mounting and unmounting a root is the few lines below, lighter on
 * every page.)
 */
import { Component, startTransition, type ComponentType, type ReactNode } from 'react';
import { createRoot, type ErrorInfo, type Root } from 'react-dom/client';
import { propsParser, type AttributeParsers, type ElementModule, type Mounted, type ParsedAttributes } from './attributes.js';
import type { PageSettings, StringOverrides } from '../settings.js';
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
 * Keeps a render error inside the element, whichever way it is used (a custom element's root, a
 * React component in an app): it renders nothing, and the page and other elements go on.
 * `onRendered` runs once its first render is committed (the custom element marks its tag
 * `data-rendered`, so tools can tell 'rendered nothing' from 'not rendered yet'); `onError` is
 * told of a caught error where no root reports it (in an app's tree).
 */
interface BoundaryProps {
  children: ReactNode;
  onRendered?: () => void;
  onError?: (error: unknown, componentStack?: string | null) => void;
}

export class ErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidMount() {
    this.props.onRendered?.();
  }
  override componentDidCatch(error: unknown, info: { componentStack?: string | null }) {
    this.props.onError?.(error, info.componentStack);
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

/** The overrides in a `<script type="application/json">` child of the tag; null for none or not JSON. */
function scriptOverrides(host: Element): StringOverrides | null {
  const script = [...host.children].find((child) => child.localName === 'script' && child.getAttribute('type') === 'application/json');
  try {
    return stringOverrides(script ? JSON.parse(script.textContent ?? '') : null);
  } catch {
    // Not JSON: no overrides, the catalogues' texts.
    return null;
  }
}

/**
 * Mounts an element's component in its tag: `update` reads the tag's attributes and its `strings`
 * and renders while the tag is connected; `unmount` ends the root. `texts`: the registry's tag,
 * which names the element's language files in the build (none: its catalogues are in its code).
 */
export function mountElement(host: HTMLElement & { strings?: unknown }, module: ElementModule, texts?: string): Mounted {
  const View = module.default as unknown as ComponentType<Props>;
  const emit: EmitFn = (name, detail) => host.dispatchEvent(new CustomEvent(`aalto-${name}`, { detail, bubbles: true, composed: true, cancelable: true }));
  let handle: Methods | null = null;
  const pending: Array<[string, unknown[]]> = [];
  const call = (name: string, args: unknown[]): unknown => {
    if (!handle) {
      pending.push([name, args]);
      return undefined;
    }
    // own-keys: a method the registry declares, which the component exposed on its handle.
    return (handle[name] as ((...a: unknown[]) => unknown) | undefined)?.(...args);
  };
  const expose = (methods: Methods | null) => {
    handle = methods;
    if (methods) for (const [name, args] of pending.splice(0)) call(name, args);
  };
  const parse = propsParser(module.attributes, (detail) => emit('error', detail));
  // The JSON script child, read before the first render (React's root then holds the tag's
  // children), which gives its overrides whenever the `strings` property is null.
  const script = scriptOverrides(host);
  let given: unknown = null;
  let overrides: StringOverrides | null = script;
  /** The React root while the element is connected (made at its first render). */
  let root: Root | null = null;
  /** The language whose texts are on their way (one load, however many changes come meanwhile). */
  let awaited: string | null = null;

  const update = () => {
    // A new `strings` value is parsed once: the settings stay the same object until something changes.
    if (host.strings !== given) overrides = (given = host.strings) == null ? script : stringOverrides(given);
    const props = { ...parse((name) => host.getAttribute(name), overrides), host, emit, expose } as Props;
    if (!host.isConnected) return;
    // Rendered in a language once its texts are in: until then, what is shown stays (nothing at
    // first, the former language after a change). A failed load is reported, tried again at the
    // next change. A site's registered language renders over the English texts (a key it lacks is English).
    const language = textsLanguage(props.settings.language);
    if (!textsLoaded(texts, language)) {
      if (awaited !== language)
        loadTexts(texts!, (awaited = language))
          .finally(() => (awaited = null))
          .then(update, (error: unknown) => emit('error', { error }));
      return;
    }
    const current = (root ??= rootIn(host, emit));
    // As a transition, React renders in slices that yield to the browser every few milliseconds:
    // an element's first render (the first run of React's and the element's code) was one long
    // task, counted in Lighthouse's blocking time on its slower CPU.
    startTransition(() =>
      current.render(
        <ErrorBoundary onRendered={() => host.setAttribute('data-rendered', '')}>
          <View {...props} />
        </ErrorBoundary>,
      ),
    );
  };
  return {
    update,
    unmount() {
      root?.unmount();
      root = null;
      host.removeAttribute('data-rendered');
    },
    call,
  };
}
