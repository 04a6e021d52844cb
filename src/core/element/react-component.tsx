/**
 * An element as a React component, for React apps (`aalto-hubs/react`): the same element
 * component the custom element renders, here rendered by the app's own React, so an app ships
 * one React. The build makes one component per registry entry (rollup.react.config.mjs).
 *
 * The component renders a host with the tag's name (the stylesheet and a site's own rules select
 * elements by tag) and the element inside it. The host is never upgraded: the loader leaves a
 * host marked `data-aalto-react` alone, should the page load it too. Props are the element's
 * properties (`language`, `baseUrl`, `linkTarget`, `strings`, …), parsed by the same parsers as
 * its attributes; `on<Event>` props (`onAaltoError`) listen to its events, which are DOM events
 * dispatched from the host as the custom element dispatches them; `ref` is the host, with the
 * element's methods (`renew()`).
 *
 * It renders on a server (renderToString, streaming) and hydrates: what only a browser knows
 * (the document's language, the address) is read after hydration (use-client-value.ts), an
 * element that the loader's core may leave idle (the consent dialog) mounts after it, and the
 * element loads its data in the browser.
 */
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type Ref,
} from 'react';
import { propsParser } from './attributes.js';

import type { ElementDefinition } from './define.js';
import { ErrorBoundary, type ElementBaseProps, type ElementModule, type EmitFn, type Methods } from './react-element.js';
import { propertyName } from './values.js';
import { stringOverrides } from '../i18n/translate.js';
import { languageFromTag } from '../languages.js';
import { own } from '../records.js';
import { useClientValue } from '../use-client-value.js';
import { documentProperty } from '../document-reads.js';

/** What the component needs of a registry entry. */
export type ComponentEntry = Pick<ElementDefinition, 'attributes' | 'methods' | 'connect' | 'call'> & { tag: string };

/** The props every component takes besides its properties and event handlers. */
interface HostProps {
  id?: string;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLElement>;
}
type Props = HostProps & Record<string, unknown>;

/** The attribute that tells the loader a host is React's (define.ts). */
export const REACT_HOST = 'data-aalto-react';

/** A property's value as its attribute would carry it: `false` and nullish remove it, `true` is present. */
// eslint-disable-next-line @typescript-eslint/no-base-to-string -- a prop becomes the string an attribute would hold, as setAttribute makes it.
const rawOf = (value: unknown): string | null => (value == null || value === false ? null : value === true ? '' : String(value));

/** `aalto-consent-change` → `AaltoConsentChange`: a tag's component name, an event's after `on`. */
const pascal = (name: string): string => name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

/** `onAaltoConsentChange` → `aalto-consent-change`: the event an `on…` prop listens to. */
const eventOf = (prop: string): string | null =>
  /^onAalto[A-Z]/.test(prop) ? prop.slice(2).replace(/[A-Z]/g, (c, i: number) => `${i ? '-' : ''}${c.toLowerCase()}`) : null;

const isClient = () => true;

/** The document's language, which the `language` property defaults to (docs/api.md, 'Page settings'). */
const documentLanguage = () => documentProperty<HTMLElement>('documentElement').lang;

/** Builds the React component of a registry entry and its element module. */
export function elementComponent(entry: ComponentEntry, module: ElementModule): ComponentType<Props> {
  const View = module.default as unknown as ComponentType<ElementBaseProps & Record<string, unknown>>;
  const Tag = entry.tag as 'div';
  const connected = new WeakSet<HTMLElement>();

  function AaltoElement(props: Props) {
    const { id, className, style, ref, strings } = props;
    const hostRef = useRef<HTMLElement>(null);
    const latest = useRef(props);
    latest.current = props;
    // The host, for the element's handlers (its events, the consent's target): after the first commit.
    const [host, setHost] = useState<HTMLElement | null>(null);

    const emit = useCallback<EmitFn>(
      (name, detail) => hostRef.current?.dispatchEvent(new CustomEvent(`aalto-${name}`, { detail, bubbles: true, composed: true, cancelable: true })) ?? true,
      [],
    );
    const [parse] = useState(() => propsParser(module.attributes, (detail) => emit('error', detail)));

    // The public methods: what the element exposes, calls made before that queued.
    const handle = useRef<Methods | null>(null);
    const pending = useRef<Array<[string, unknown[]]>>([]);
    const call = useCallback((name: string, args: unknown[]) => {
      const element = hostRef.current;
      if (!handle.current && element && entry.call?.(element, name, args)) return undefined;
      if (!handle.current) {
        pending.current.push([name, args]);
        return undefined;
      }
      // own-keys: a method the registry declares, which the element exposed on its handle.
      return (handle.current[name] as ((...a: unknown[]) => unknown) | undefined)?.(...args);
    }, []);
    const expose = useCallback(
      (methods: Methods | null) => {
        handle.current = methods;
        if (methods) for (const [name, args] of pending.current.splice(0)) call(name, args);
      },
      [call],
    );

    // A property not given falls back as its attribute would; the language to the document's,
    // which only the browser knows (read after hydration), else English.
    const pageLanguage = useClientValue(documentLanguage, '');
    const language = languageFromTag(rawOf(props.language)) ?? languageFromTag(pageLanguage) ?? 'en';
    // Overrides by value: an app may write them inline, a new object each render.
    const overridesText = JSON.stringify(strings ?? null);
    const overrides = useMemo(() => stringOverrides(JSON.parse(overridesText)), [overridesText]);
    // The host carries them as attributes too, as the custom element does (for a site's CSS, and
    // what the loader's code reads of the tag, such as the consent's revision).
    const attributes = new Map<string, string>();
    const parsed = parse((name) => {
      const value = name === 'language' ? language : rawOf(own(props, propertyName(name)));
      if (value !== null) attributes.set(name, value);
      return value;
    }, overrides);

    useLayoutEffect(() => {
      const element = hostRef.current!;
      for (const name of entry.methods ?? []) {
        // The element's methods on the host, as on the custom element (`ref.current.renew()`).
        Object.defineProperty(element, name, { configurable: true, value: (...args: unknown[]) => call(name, args) });
      }
      setHost(element);
    }, [call]);
    useImperativeHandle(ref, () => hostRef.current!, []);

    // `on<Event>` props listen on the host: the element dispatches some events itself (emit),
    // others come from the code it shares with the loader (the consent's).
    const events = Object.keys(props)
      .map(eventOf)
      .filter((name): name is string => name !== null)
      .join(' ');
    useEffect(() => {
      if (!host || !events) return;
      const listeners = events.split(' ').map((name) => {
        const prop = `on${pascal(name)}`;
        const listener = (event: Event) => (own(latest.current, prop) as ((event: Event) => void) | undefined)?.(event);
        host.addEventListener(name, listener);
        return () => host.removeEventListener(name, listener);
      });
      return () => listeners.forEach((stop) => stop());
    }, [host, events]);

    // What the loader does when the tag is connected (the consent core), once per host.
    useEffect(() => {
      if (!host || connected.has(host)) return;
      connected.add(host);
      entry.connect?.(host);
    }, [host]);

    const report = useCallback((error: unknown, componentStack?: string | null) => emit('error', { error, componentStack }), [emit]);
    // An element whose loader-side core decides in the browser whether it shows at all (the
    // consent dialog: a stored choice, Cookiebot) renders nothing on a server, nor while
    // hydrating, and mounts right after.
    const mounted = useClientValue(isClient, false);
    return (
      <Tag ref={hostRef as Ref<HTMLDivElement>} id={id} className={className} style={style} {...Object.fromEntries(attributes)} {...{ [REACT_HOST]: '' }}>
        {(mounted || !entry.connect) && (
          <ErrorBoundary onError={report}>
            <View {...parsed} host={host!} emit={emit} expose={expose} />
          </ErrorBoundary>
        )}
      </Tag>
    );
  }
  AaltoElement.displayName = pascal(entry.tag);
  return AaltoElement;
}
