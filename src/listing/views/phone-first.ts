/** A table hub's layouts for its phone module: the phone layout in its chunk, the desktop's imported when the window asks for it. */
import phoneTable from './PhoneTable.js';
import type { TableLayouts } from './table-layout.js';

export const phoneFirst: TableLayouts = { phone: phoneTable, desktop: () => import('./DesktopTable.js') };
