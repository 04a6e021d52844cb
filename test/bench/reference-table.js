// The least a table can do for the summer school's filter click, for `npm run bench:browser` to
// measure beside it: 1,000 made-up courses, a row like the element's (a linked name with hidden
// text, six cells), 100 rows shown, and a checkbox whose click shows the first 15 rows of the new
// list at once and the rest after that frame is painted, as the element does. No store, no
// filter groups or counts, no address, no texts: what is left is React's (or, with `?dom`, the
// DOM's) own work and the browser's. Bundled by the bench with rollup; not part of the package.
import { createElement as h, Fragment, memo, startTransition, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';

const FIELDS = ['art', 'tech', 'business', 'science', 'design', 'energy'];
const NAMES = ['Academic Writing', 'Machine Learning', 'Design Thinking', 'Energy Systems'];
const HEADERS = ['Course', 'ECTS', 'Duration', 'Dates', 'Level', 'Format', 'Registration'];
const FIRST_ROWS = 15;
const PAGE = 100;
const courses = Array.from({ length: 1000 }, (_, i) => ({
  id: `c${i}`,
  name: `${NAMES[i % 4]} ${i}`,
  cells: [
    `${1 + (i % 10)} ECTS`,
    `${1 + (i % 8)} weeks, part time`,
    `${1 + (i % 28)}.6.2027–${1 + (i % 28)}.8.2027`,
    ['Basic', 'Intermediate', 'Advanced'][i % 3],
    ['Online', 'Campus', 'MOOC'][i % 3],
    `6.1.2027–${1 + (i % 28)}.2.2027`,
  ],
  field: FIELDS[i % FIELDS.length],
}));
const chosenOnly = (chosen) => courses.filter((c) => chosen.length === 0 || chosen.includes(c.field));
/** After the next frame is painted (a task after the next animation frame); returns a cancel. */
const afterPaint = (run) => {
  let timer;
  const frame = requestAnimationFrame(() => (timer = setTimeout(run, 0)));
  return () => (cancelAnimationFrame(frame), clearTimeout(timer));
};

// React: memoised rows and cells, keyed by course.
const Cells = memo(function Cells({ course }) {
  return h(
    Fragment,
    null,
    h(
      'th',
      { scope: 'row' },
      h(
        'a',
        { href: `https://example.edu/${course.id}`, className: 'aalto-course__name' },
        course.name,
        h('span', { className: 'aalto-visually-hidden' }, ' (opens an external site)'),
      ),
    ),
    ...course.cells.map((text, i) => h('td', { key: i }, text)),
  );
});
const Row = memo(function Row({ course, index }) {
  return h('tr', { 'aria-rowindex': index + 2 }, h(Cells, { course }));
});
function ReactTable() {
  const [chosen, setChosen] = useState([]);
  const all = useMemo(() => chosenOnly(chosen), [chosen]);
  const page = useMemo(() => all.slice(0, PAGE), [all]);
  const [settled, setSettled] = useState(page);
  useEffect(() => (settled === page ? undefined : afterPaint(() => startTransition(() => setSettled(page)))), [page, settled]);
  const rows = settled === page ? page : page.slice(0, FIRST_ROWS);
  const toggle = (field) => setChosen((now) => (now.includes(field) ? now.filter((f) => f !== field) : [...now, field]));
  return h(
    'div',
    { className: 'aalto-listing' },
    h(
      'fieldset',
      null,
      h('legend', null, 'Field'),
      ...FIELDS.map((field) =>
        h('label', { key: field }, h('input', { type: 'checkbox', checked: chosen.includes(field), onChange: () => toggle(field) }), ` ${field}`),
      ),
    ),
    h('p', { className: 'aalto-count', role: 'status', 'aria-live': 'polite' }, `${all.length} courses`),
    h(
      'table',
      { className: 'aalto-table', 'aria-rowcount': all.length + 1 },
      h('thead', null, h('tr', { 'aria-rowindex': 1 }, ...HEADERS.map((text) => h('th', { key: text, scope: 'col' }, text)))),
      h(
        'tbody',
        null,
        rows.map((course, index) => h(Row, { key: course.id, course, index })),
      ),
    ),
  );
}

// The DOM: the same rows made with DOM calls, the table body's rows replaced.
function domTable(root) {
  const el = (tag, attributes, ...children) => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    node.append(...children);
    return node;
  };
  const row = (course, index) =>
    el(
      'tr',
      { 'aria-rowindex': String(index + 2) },
      el(
        'th',
        { scope: 'row' },
        el(
          'a',
          { href: `https://example.edu/${course.id}`, class: 'aalto-course__name' },
          course.name,
          el('span', { class: 'aalto-visually-hidden' }, ' (opens an external site)'),
        ),
      ),
      ...course.cells.map((text) => el('td', {}, text)),
    );
  const chosen = [];
  const count = el('p', { class: 'aalto-count', role: 'status', 'aria-live': 'polite' });
  const body = el('tbody', {});
  const table = el(
    'table',
    { class: 'aalto-table' },
    el('thead', {}, el('tr', { 'aria-rowindex': '1' }, ...HEADERS.map((text) => el('th', { scope: 'col' }, text)))),
    body,
  );
  let cancel = () => {};
  const show = () => {
    const all = chosenOnly(chosen);
    const page = all.slice(0, PAGE);
    count.textContent = `${all.length} courses`;
    table.setAttribute('aria-rowcount', String(all.length + 1));
    body.replaceChildren(...page.slice(0, FIRST_ROWS).map(row));
    cancel();
    cancel = afterPaint(() => body.append(...page.slice(FIRST_ROWS).map((course, i) => row(course, i + FIRST_ROWS))));
  };
  const boxes = FIELDS.map((field) => {
    const box = el('input', { type: 'checkbox' });
    box.addEventListener('change', () => (box.checked ? chosen.push(field) : chosen.splice(chosen.indexOf(field), 1), show()));
    return el('label', {}, box, ` ${field}`);
  });
  root.append(el('div', { class: 'aalto-listing' }, el('fieldset', {}, el('legend', {}, 'Field'), ...boxes), count, table));
  show();
}

const root = document.getElementById('root');
if (new URLSearchParams(location.search).has('dom')) domTable(root);
else createRoot(root).render(h(ReactTable));
