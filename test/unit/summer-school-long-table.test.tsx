/** <summer-school-listing> over a long table: its first paint, Show all, focus after a filter change (the rest: summer-school.test.tsx). */
import fetchMock from 'fetch-mock';
import { describe, expect, it, vi } from 'vitest';
import { loaded } from './listing-driver';
import { firstCommitThen, until, useElementTestPage } from './helpers';
import { FIRST_PAINT_ROWS } from '../../src/listing/views/row-limit';
import { COURSES, course, META, mount, rowNames, checkbox } from './summer-school-data';

useElementTestPage(() => history.replaceState(null, '', '/'));

describe('a long table', () => {
  /** 300 courses of alternating fields (a field filter keeps every other row), the first 100 rows shown. */
  async function mountAlternating() {
    const many = Array.from({ length: 300 }, (_, i) => course({ id: `ss-${i}`, name: `Course ${String(i).padStart(3, '0')}`, field: i % 2 ? 'tech' : 'art' }));
    fetchMock.route(COURSES, { data: { courses: many, meta: META } });
    const el = await mount();
    await loaded(el);
    await until(() => el.querySelectorAll('tbody tr').length === 100);
    return el;
  }

  it('shows its data first as FIRST_PAINT_ROWS (15) rows, then the rest of the page after that paint, the first rows kept', async () => {
    const many = Array.from({ length: 300 }, (_, i) => course({ id: `ss-${i}`, name: `Course ${String(i).padStart(3, '0')}` }));
    fetchMock.route(COURSES, { data: { courses: many, meta: META } });
    const el = await mount();
    const first = await firstCommitThen(el, 'tbody tr', 100);
    expect(first).toHaveLength(FIRST_PAINT_ROWS);
    const rows = el.querySelectorAll('tbody tr');
    expect(first!.every((row, i) => row === rows[i] && row.isConnected)).toBe(true);
    expect(rowNames(el).slice(0, 2)).toEqual(['Course 000', 'Course 001']);
    expect(rows[99]!.getAttribute('aria-rowindex')).toBe('101');
    expect(el.querySelector('table')!.getAttribute('aria-rowcount')).toBe('301');
  });

  it('shows the first 100 rows with the row count and indexes, then every row on Show all, focus on the first new one', async () => {
    const many = Array.from({ length: 150 }, (_, i) => course({ id: `ss-${i}`, name: `Course ${String(i).padStart(3, '0')}` }));
    fetchMock.route(COURSES, { data: { courses: many, meta: META } });
    const el = await mount({ language: 'fi' });
    await loaded(el);
    const table = el.querySelector('table')!;
    expect(table.getAttribute('aria-rowcount')).toBe('151');
    await until(() => el.querySelectorAll('tbody tr').length === 100);
    expect(el.querySelectorAll('tbody tr')[99]!.getAttribute('aria-rowindex')).toBe('101');
    const button = [...el.querySelectorAll('button')].find((b) => b.textContent === 'Näytä kaikki 150')!;
    button.click();
    await until(() => el.querySelectorAll('tbody tr').length === 150);
    const row101 = el.querySelectorAll('tbody tr')[100]!;
    expect(row101.getAttribute('aria-rowindex')).toBe('102');
    expect(document.activeElement).toBe(row101);
    expect([...el.querySelectorAll('button')].some((b) => b.textContent?.startsWith('Näytä kaikki'))).toBe(false);
  });

  it('moves focus to the first new row on Show all only: a filter change after it leaves focus on the checkbox', async () => {
    const el = await mountAlternating();
    [...el.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Show all'))!.click();
    await until(() => document.activeElement === el.querySelectorAll('tbody tr')[100]);
    const box = checkbox(el, 'Technology and Engineering');
    box.focus();
    box.click();
    await until(() => el.querySelectorAll('tbody tr').length === 150);
    // Another row now stands where the first new one was; it renders, and must not take focus.
    expect(rowNames(el)[100]).toBe('Course 201');
    expect(document.activeElement).toBe(box);
  });

  it('after a filter change, commits the first FIRST_PAINT_ROWS (15) new rows at once and the rest of the page after that paint, with the right indexes', async () => {
    const el = await mountAlternating();
    // The click's own commit (React commits a discrete event's update before the click returns).
    checkbox(el, 'Technology and Engineering').click();
    const first = el.querySelectorAll('tbody tr');
    expect(first.length).toBe(FIRST_PAINT_ROWS);
    expect(FIRST_PAINT_ROWS).toBe(15);
    expect(rowNames(el).slice(0, 3)).toEqual(['Course 001', 'Course 003', 'Course 005']);
    expect(el.querySelector('table')!.getAttribute('aria-rowcount')).toBe('151');
    // Then the page of 100, after the next frame.
    await until(() => el.querySelectorAll('tbody tr').length === 100);
    expect(rowNames(el)[99]).toBe('Course 199');
    expect(el.querySelectorAll('tbody tr')[99]!.getAttribute('aria-rowindex')).toBe('101');
    expect(first[0]!.isConnected).toBe(true);
    // Then it rests: no render is scheduled frame after frame (the held-back page is one array).
    // A loop of frames asks for the next frame in each one: three frames after the page's, none.
    const frame = window.requestAnimationFrame.bind(window);
    const nextFrames = (n: number) => new Promise<void>((resolve) => (n === 0 ? resolve() : frame(() => void nextFrames(n - 1).then(resolve))));
    await nextFrames(2);
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    await nextFrames(3);
    expect(frames).not.toHaveBeenCalled();
    frames.mockRestore();
  });
});
