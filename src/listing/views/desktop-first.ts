/** A table hub's layouts for its desktop module: the desktop layout in its chunk, the phone's imported when the window asks for it. */
import desktopTable from './DesktopTable.js';
import type { TableLayouts } from './table-layout.js';

export const desktopFirst: TableLayouts = { desktop: desktopTable, phone: () => import('./PhoneTable.js') };
