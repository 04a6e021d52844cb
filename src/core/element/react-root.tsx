/**
 * The runtime side of every element, loaded with React the first time any tag is connected:
 * parses the raw attributes (contract §2) and mounts the element's React component into its host.
 */
import { Component, type ComponentType, type ReactNode } from 'react';
import { createRoot, type ErrorInfo } from 'react-dom/client';
import { attributeName, settingsAttributes, type AttributeParser } from './attributes.js';
import type { PageSettings } from '../settings.js';
import type { HostProps, Methods } from './define.js';

export type RawAttributes = Readonly<Record<string, string | null>>;
export type AttributeParsers = Record<string, AttributeParser<unknown>>;
export type ParsedAttributes<A extends AttributeParsers> = { [K in keyof A]: ReturnType<A[K]> };

export type EmitFn = (name: string, detail?: unknown) => boolean;

/** What every element component receives. */
export interface ElementBaseProps {
  settings: PageSettings;
  /** The custom element itself; the component renders into it (light DOM). */
  host: HTMLElement;
  /** Dispatches `aalto-<name>` from the host, bubbling and composed; false if cancelled. */
  emit: EmitFn;
  /** Gives the element's public methods (declared in its definition) their implementation. */
  expose: (methods: Methods | null) => void;
}
export type ElementProps<A extends AttributeParsers = Record<never, never>> = ElementBaseProps & ParsedAttributes<A>;

/**
 * An element's chunk: its component (default export) and the parsers of its own attributes, by
 * prop name. The component's props are `ElementProps<typeof attributes>`.
 */
export interface ElementModule {
  default: ComponentType<never>;
  attributes?: AttributeParsers;
}

/** A render error in one element leaves that element empty; the page and other elements go on. */
class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function emitter(host: HTMLElement): EmitFn {
  return (name, detail) =>
    host.dispatchEvent(new CustomEvent(`aalto-${name}`, { detail, bubbles: true, composed: true, cancelable: true }));
}

/**
 * Parses raw attributes into props. The settings object is new only when a setting's value
 * changed, so effects and memos keyed on it re-run only then.
 */
export function propsParser(attributes: AttributeParsers = {}) {
  let settings: PageSettings | null = null;
  return (raw: RawAttributes): { settings: PageSettings } & Record<string, unknown> => {
    const next = Object.fromEntries(
      Object.entries(settingsAttributes).map(([prop, parse]) => [prop, parse(raw[attributeName(prop)] ?? null)]),
    ) as unknown as PageSettings;
    if (!settings || Object.keys(next).some((k) => !Object.is(next[k as keyof PageSettings], settings![k as keyof PageSettings]))) {
      settings = next;
    }
    const own = Object.fromEntries(
      Object.entries(attributes).map(([prop, parse]) => [prop, parse(raw[attributeName(prop)] ?? null)]),
    );
    return { ...own, settings };
  };
}

export function mountElement(container: Element, module: ElementModule, host: HTMLElement) {
  const View = module.default as ComponentType<Record<string, unknown>>;
  const parse = propsParser(module.attributes);
  const emit = emitter(host);
  // React would log caught and recoverable errors to the console; a CMS page should stay quiet,
  // so they go to an `aalto-error` event a site can forward to its own logging.
  const report = (error: unknown, info?: ErrorInfo) => emit('error', { error, componentStack: info?.componentStack });
  const root = createRoot(container, { onCaughtError: report, onUncaughtError: report, onRecoverableError: report });
  return {
    render({ raw, host: element, expose }: HostProps) {
      root.render(
        <ErrorBoundary>
          <View {...parse(raw)} host={element} emit={emit} expose={expose} />
        </ErrorBoundary>,
      );
    },
    unmount() {
      root.unmount();
    },
  };
}
