// A table hub's layout across the phone query, the hook alone: the other layout's import shows the
// current one meanwhile, busy; an import that fails leaves it shown and not busy, and is tried again
// when the window asks for that layout again.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useTableLayout } from '../../src/listing/use-table-layout';
import type { TableLayout, TableLayouts } from '../../src/listing/views/table-layout';
import { until } from './helpers';

const layoutNamed = (name: string): TableLayout => ({ Controls: () => <p>{name}</p>, Rows: () => null });
const desktop = layoutNamed('desktop');

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

function Probe({ phone, layouts }: { phone: boolean; layouts: TableLayouts }) {
  const { layout, loading } = useTableLayout(phone, layouts);
  return <output>{`${layout ? (layout === desktop ? 'desktop' : 'phone') : 'none'} ${loading ? 'busy' : 'still'}`}</output>;
}

function render(layouts: TableLayouts) {
  const element = document.body.appendChild(document.createElement('div'));
  const root = createRoot(element);
  const show = (phone: boolean) => flushSync(() => root.render(<Probe phone={phone} layouts={layouts} />));
  unmount = () => root.unmount();
  return { text: () => element.textContent, show };
}

describe('useTableLayout', () => {
  it('a failed import of the other layout leaves the one shown, not busy; the next ask tries again', async () => {
    let imports = 0;
    let fail = true;
    const phone = layoutNamed('phone');
    const { text, show } = render({
      desktop,
      phone: () => {
        imports += 1;
        return fail ? Promise.reject(new Error('offline')) : Promise.resolve({ default: phone });
      },
    });
    show(false);
    expect(text()).toBe('desktop still');
    show(true);
    expect(text()).toBe('desktop busy');
    await until(() => text() === 'desktop still');
    expect(imports).toBe(1);
    show(false);
    fail = false;
    show(true);
    await until(() => text() === 'phone still');
    expect(imports).toBe(2);
  });
});
