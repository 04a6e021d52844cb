/** A table listing's desktop layout: the filters inline and the sortable table (`table-layout.ts`). */
import { FilterGroups } from './FilterGroups.js';
import { SortableTable } from './SortableTable.js';
import type { TableControlsProps, TableLayout, TableRowsProps } from './table-layout.js';

function DesktopControls({ groups, selected, onToggle }: TableControlsProps) {
  return <FilterGroups groups={groups} selected={selected} onToggle={onToggle} />;
}

function DesktopRows({ caption, regionLabel, columns, rows, rowKey, sort, onSort, showAllLabel }: TableRowsProps<unknown, string>) {
  return (
    <SortableTable
      caption={caption}
      regionLabel={regionLabel}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      sort={sort}
      onSort={onSort}
      showAllLabel={showAllLabel}
    />
  );
}

const desktopTable: TableLayout = { Controls: DesktopControls, Rows: DesktopRows };
export default desktopTable;
