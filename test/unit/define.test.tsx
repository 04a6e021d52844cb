import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineTag, elementClass } from '../../src/core/element/define';
import { booleanAttribute, integerAttribute } from '../../src/core/element/attributes';
import type { ElementProps } from '../../src/core/element/react-element';
import { changeUntil, mount as mountElement, until } from './helpers';
import { pageSettings } from '../page-settings';

const attributes = { pageSize: integerAttribute(10), compact: booleanAttribute };
type Props = ElementProps<typeof attributes>;

/** A component that shows its props as JSON, so tests can read what the element parsed. */
function Probe({ settings, pageSize, compact, emit, expose }: Props) {
  expose({ shout: (word: string) => emit('shout', { word }) });
  return <pre data-testid="props">{JSON.stringify({ settings, pageSize, compact })}</pre>;
}

let counter = 0;
function defineProbe(component: (props: Props) => unknown = Probe, methods: string[] = ['shout']) {
  const tag = `probe-element-${++counter}`;
  const load = vi.fn(async () => ({ default: component as (p: Props) => null, attributes }));
  defineTag(tag, elementClass({ attributes: ['page-size', 'compact'], methods, load }));
  return { tag, load };
}

const mount = (tag: string, attrs: Record<string, string> = {}) => mountElement(tag, attrs, (el) => el.querySelector('pre'));

function propsOf(el: Element) {
  return JSON.parse(el.querySelector('pre')!.textContent) as {
    settings: Record<string, unknown>;
    pageSize: number;
    compact: boolean;
  };
}

/**
 * An attribute change re-renders asynchronously: change, then wait for the props to differ (each
 * change a test makes changes them, so that the wait ends on the render, not on a timeout).
 */
async function change(fn: () => void) {
  const el = document.body.lastElementChild!;
  const before = el.querySelector('pre')?.textContent;
  fn();
  await until(() => el.querySelector('pre')?.textContent !== before);
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('lang');
});

describe('elementClass / defineTag', () => {
  it('loads nothing until the tag is connected, then loads once for all instances', async () => {
    const { tag, load } = defineProbe();
    document.createElement(tag);
    expect(load).not.toHaveBeenCalled();
    await mount(tag);
    await mount(tag);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('defines a tag once: a second definition is ignored, not an error', () => {
    const { tag } = defineProbe();
    const first = customElements.get(tag);
    expect(() => defineTag(tag, elementClass({ load: async () => ({ default: () => null }) }))).not.toThrow();
    expect(customElements.get(tag)).toBe(first);
  });

  it('parses every page setting with its default when absent', async () => {
    const { tag } = defineProbe();
    const el = await mount(tag);
    expect(propsOf(el).settings).toEqual({ ...pageSettings(), strings: null });
    expect(propsOf(el).pageSize).toBe(10);
  });

  it('treats a present boolean attribute as on, unless false or 0', async () => {
    const { tag } = defineProbe();
    const el = await mount(tag, { 'path-prefix': '', authenticated: 'authenticated', compact: '' });
    expect(propsOf(el).settings.pathPrefix).toBe(true);
    expect(propsOf(el).settings.authenticated).toBe(true);
    expect(propsOf(el).compact).toBe(true);
    await change(() => el.setAttribute('path-prefix', 'false'));
    expect(propsOf(el).settings.pathPrefix).toBe(false);
    await change(() => el.setAttribute('path-prefix', ''));
    expect(propsOf(el).settings.pathPrefix).toBe(true);
    await change(() => el.setAttribute('path-prefix', '0'));
    expect(propsOf(el).settings.pathPrefix).toBe(false);
  });

  it('returns an attribute to its default when it is removed', async () => {
    const { tag } = defineProbe();
    const el = await mount(tag, { 'user-id': '12', language: 'fi', compact: '', 'page-size': '50' });
    expect(propsOf(el)).toMatchObject({ settings: { userId: 12, language: 'fi' }, compact: true, pageSize: 50 });
    await change(() => {
      el.removeAttribute('user-id');
      el.removeAttribute('language');
      el.removeAttribute('compact');
      el.removeAttribute('page-size');
    });
    expect(propsOf(el)).toMatchObject({ settings: { userId: 0, language: 'en' }, compact: false, pageSize: 10 });
  });

  it('falls back to the default on a malformed value, never breaking the element', async () => {
    const { tag } = defineProbe();
    const el = await mount(tag, {
      'user-id': 'abc',
      language: 'klingon',
      environment: 'production',
      'base-url': 'javascript:alert(1)',
      'search-host': 'not a url',
      'page-size': '12px',
    });
    expect(propsOf(el)).toMatchObject({
      settings: { userId: 0, language: 'en', environment: 'live', baseUrl: '', searchHost: null },
      pageSize: 10,
    });
  });

  it("takes the document's lang when the element has none", async () => {
    document.documentElement.setAttribute('lang', 'sv');
    const { tag } = defineProbe();
    expect(propsOf(await mount(tag)).settings.language).toBe('sv');
  });

  it('re-renders on an attribute change without a reload, keeping the same DOM node', async () => {
    const { tag } = defineProbe();
    const el = await mount(tag, { language: 'en' });
    const pre = el.querySelector('pre');
    await change(() => el.setAttribute('language', 'fi'));
    expect(propsOf(el).settings.language).toBe('fi');
    await change(() => el.setAttribute('base-url', 'https://www.aalto.fi/'));
    expect(propsOf(el).settings.baseUrl).toBe('https://www.aalto.fi');
    expect(el.querySelector('pre')).toBe(pre);
  });

  it('takes every property set before the tag was defined, then follows later sets', async () => {
    const tag = `probe-element-${++counter}`;
    const el = document.createElement(tag) as HTMLElement & Record<string, unknown>;
    el.language = 'fi';
    el.userId = 5;
    el.pageSize = 25;
    el.compact = true;
    const strings = { fi: { title: 'Otsikko' } };
    el.strings = strings;
    const load = vi.fn(async () => ({ default: Probe as unknown as (p: Props) => null, attributes }));
    defineTag(tag, elementClass({ attributes: ['page-size', 'compact'], methods: ['shout'], load }));
    document.body.append(el);
    await until(() => el.querySelector('pre'));
    // None is the element's own any more: each goes through the class's accessor.
    expect(['language', 'userId', 'pageSize', 'compact', 'strings'].filter((name) => Object.hasOwn(el, name))).toEqual([]);
    expect([el.getAttribute('language'), el.getAttribute('user-id'), el.getAttribute('page-size'), el.getAttribute('compact')]).toEqual(['fi', '5', '25', '']);
    expect(el.strings).toBe(strings);
    expect(propsOf(el)).toMatchObject({ settings: { language: 'fi', userId: 5 }, pageSize: 25, compact: true });
    await change(() => (el.language = 'sv'));
    expect(propsOf(el).settings.language).toBe('sv');
  });

  it('reflects properties to attributes', async () => {
    const { tag } = defineProbe();
    const el = (await mount(tag)) as HTMLElement & Record<string, unknown>;
    await change(() => {
      el.language = 'sv';
      el.pathPrefix = true;
    });
    expect(el.getAttribute('language')).toBe('sv');
    expect(el.getAttribute('path-prefix')).toBe('');
    expect(propsOf(el).settings).toMatchObject({ language: 'sv', pathPrefix: true });
    await change(() => {
      el.pathPrefix = false;
    });
    expect(el.hasAttribute('path-prefix')).toBe(false);
    expect(el.language).toBe('sv');
  });

  it('reads flags as booleans and numbers as numbers, as the typings say', async () => {
    const { tag } = defineProbe();
    const el = (await mount(tag)) as HTMLElement & Record<string, unknown>;
    expect(el.pathPrefix).toBe(false);
    expect(el.userId).toBeNull();
    await change(() => {
      el.userId = 42;
      el.authenticated = true;
      el.setAttribute('path-prefix', 'FALSE');
    });
    expect(el.getAttribute('user-id')).toBe('42');
    expect(el.userId).toBe(42);
    expect(el.authenticated).toBe(true);
    expect(el.pathPrefix).toBe(false);
    await change(() => el.setAttribute('user-id', '12abc'));
    expect(el.userId).toBeNull();
    expect(propsOf(el).settings.userId).toBe(0);
  });

  it('dispatches prefixed, bubbling, composed events from the host', async () => {
    const { tag } = defineProbe();
    const el = (await mount(tag)) as HTMLElement & { shout: (w: string) => void };
    const seen: CustomEvent[] = [];
    document.body.addEventListener('aalto-shout', (e) => seen.push(e as CustomEvent));
    el.shout('hello');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.target).toBe(el);
    expect(seen[0]!.bubbles).toBe(true);
    expect(seen[0]!.composed).toBe(true);
    expect(seen[0]!.detail).toEqual({ word: 'hello' });
  });

  it('queues method calls made before the component is ready', async () => {
    const { tag } = defineProbe();
    const el = document.createElement(tag) as HTMLElement & { shout: (w: string) => void };
    const seen: unknown[] = [];
    el.addEventListener('aalto-shout', (e) => seen.push((e as CustomEvent).detail));
    el.shout('early');
    expect(seen).toEqual([]);
    await changeUntil(
      () => document.body.append(el),
      () => expect(seen).toEqual([{ word: 'early' }]),
    );
  });

  it('contains a render error in the element: no console error, an aalto-error event', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { tag } = defineProbe(() => {
      throw new Error('boom');
    });
    const el = document.createElement(tag);
    const seen: unknown[] = [];
    el.addEventListener('aalto-error', (e) => seen.push((e as CustomEvent).detail.error));
    await changeUntil(
      () => document.body.append(el),
      () => expect(seen.length).toBeGreaterThan(0),
    );
    expect((seen[0] as Error).message).toBe('boom');
    expect(el.textContent).toBe('');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('reports a chunk that fails to load as aalto-error and tries again on the next connection', async () => {
    const tag = `probe-element-${++counter}`;
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return { default: Probe as unknown as (p: Props) => null, attributes };
    });
    defineTag(tag, elementClass({ load }));
    const el = document.createElement(tag);
    const seen: unknown[] = [];
    el.addEventListener('aalto-error', (e) => seen.push(e));
    await changeUntil(
      () => document.body.append(el),
      () => expect(seen).toHaveLength(1),
    );
    fail = false;
    await changeUntil(
      () => {
        el.remove();
        document.body.append(el);
      },
      () => expect(el.querySelector('pre')).not.toBeNull(),
    );
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('unmounts on disconnect and mounts again on reconnect', async () => {
    const { tag } = defineProbe();
    const el = await mount(tag);
    el.remove();
    await until(() => expect(el.querySelector('pre')).toBeNull());
    await changeUntil(
      () => document.body.append(el),
      () => expect(el.querySelector('pre')).not.toBeNull(),
    );
  });
});
