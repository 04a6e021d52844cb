/**
 * The one element-definition helper every tag uses. It wraps r2wc's core (which knows nothing of
 * React, so the loader stays tiny) with a renderer that loads the element's React component and
 * the shared React runtime by dynamic import the first time the tag is connected.
 *
 * r2wc alone parses an attribute only when it has a truthy value: removing an attribute, or a
 * present-but-empty boolean (`<x path-prefix>`), is ignored. So this helper observes every
 * declared attribute itself and hands the component their raw values (null when absent) on
 * every change; the runtime side (`react-root`) parses them by contract §2, where a removal
 * returns the default and a bad value falls back.
 */
import r2wcCore, { type R2WCRenderer } from '@r2wc/core';
import type { ComponentType } from 'react';
import type { ElementModule, RawAttributes } from './react-root.js';

/** r2wc keeps its props and render step under registered symbols; we set the props ourselves. */
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

/** The page settings attributes every element has (contract §2). */
export const SETTINGS_ATTRIBUTES = ['user-id', 'language', 'base-url', 'theme-url', 'path-prefix', 'environment', 'authenticated', 'search-host'];

export type Methods = Record<string, (...args: never[]) => unknown>;

/** What r2wc hands the renderer: raw attributes, the host, and the method bridge. */
export interface HostProps {
  raw: RawAttributes;
  host: HTMLElement;
  expose: (methods: Methods | null) => void;
}

export interface ElementDefinition {
  /** The element's own attributes beyond the page settings. */
  attributes?: readonly string[];
  /** Public methods callable on the element; calls before the component is ready are queued. */
  methods?: readonly string[];
  /** Loads the element's module (a dynamic import, so it becomes its own chunk). */
  load: () => Promise<ElementModule>;
}

interface LazyContext {
  props: HostProps;
  render: ((props: HostProps) => void) | null;
  unmount: (() => void) | null;
  disposed: boolean;
}

function lazyRenderer(load: () => Promise<ElementModule>): R2WCRenderer<HostProps, LazyContext> {
  let ready: Promise<[ElementModule, typeof import('./react-root.js')]> | null = null;
  return {
    mount(container, _placeholder, props) {
      const context: LazyContext = { props, render: null, unmount: null, disposed: false };
      ready ??= Promise.all([load(), import('./react-root.js')]);
      ready.then(
        ([module, { mountElement }]) => {
          if (context.disposed) return;
          const mounted = mountElement(container, module, props.host);
          context.render = mounted.render;
          context.unmount = mounted.unmount;
          mounted.render(context.props);
        },
        (error: unknown) => {
          // The chunk could not be loaded (offline, a deploy in progress): the element stays
          // empty, the page goes on, and the next connection tries again.
          ready = null;
          props.host.dispatchEvent(new CustomEvent('aalto-error', { detail: { error }, bubbles: true, composed: true }));
        },
      );
      return context;
    },
    update(context, props) {
      context.props = props;
      context.render?.(props);
    },
    unmount(context) {
      context.disposed = true;
      context.unmount?.();
    },
  };
}

/** Nothing renders this: r2wc wants a component reference, and ours arrives by import. */
const Placeholder = (() => null) as ComponentType<never>;

type Internals = HTMLElement & {
  [R2WC_PROPS]: HostProps;
  [R2WC_RENDER]: () => void;
};

/** Builds the custom element class for a tag. Define it with {@link defineTag}. */
export function elementClass(definition: ElementDefinition): CustomElementConstructor {
  const attributes = [...SETTINGS_ATTRIBUTES, ...(definition.attributes ?? [])];
  const Base = r2wcCore(Placeholder, { props: [] }, lazyRenderer(definition.load) as unknown as R2WCRenderer<never, LazyContext>);

  class AaltoElement extends Base {
    static get observedAttributes() {
      return attributes;
    }

    constructor() {
      super();
      const self = this as unknown as Internals;
      let handle: Methods | null = null;
      const pending: Array<[string, unknown[]]> = [];
      const raw = Object.fromEntries(attributes.map((name) => [name, this.getAttribute(name)]));
      self[R2WC_PROPS] = {
        raw,
        host: self,
        expose(methods) {
          handle = methods;
          if (methods) for (const [name, args] of pending.splice(0)) call(methods, name, args);
        },
      };
      for (const name of definition.methods ?? []) {
        Object.defineProperty(this, name, {
          value: (...args: unknown[]) => (handle ? call(handle, name, args) : void pending.push([name, args])),
        });
      }
    }

    attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null) {
      const self = this as unknown as Internals;
      const props = self[R2WC_PROPS];
      if (oldValue === newValue || props.raw[name] === newValue) return;
      self[R2WC_PROPS] = { ...props, raw: { ...props.raw, [name]: newValue } };
      self[R2WC_RENDER]();
    }
  }

  // Properties mirror attributes, as for built-in elements: `el.language = 'fi'` sets it,
  // `el.pathPrefix = false` (or null) removes it.
  for (const name of attributes) {
    Object.defineProperty(AaltoElement.prototype, name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()), {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute(name);
      },
      set(this: HTMLElement, value: unknown) {
        if (value == null || value === false) this.removeAttribute(name);
        else this.setAttribute(name, value === true ? '' : String(value));
      },
    });
  }

  return AaltoElement;
}

function call(methods: Methods, name: string, args: unknown[]): unknown {
  return (methods[name] as ((...a: unknown[]) => unknown) | undefined)?.(...args);
}

/** Defines a tag once: loading the script twice, or two bundles on one page, is harmless. */
export function defineTag(tag: string, constructor: CustomElementConstructor): void {
  if (typeof customElements !== 'undefined' && !customElements.get(tag)) customElements.define(tag, constructor);
}
