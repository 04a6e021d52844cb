/** A table listing's phone layout: 'Sort' and 'Filters' panels, 'Show details', and a card per row (`table-layout.ts`). */
import { PhoneControls } from './PhoneControls.js';
import { RowCards } from './RowCards.js';
import type { TableControlsProps, TableLayout, TableRowsProps } from './table-layout.js';

function PhoneTableControls({ groups, selected, onApply, phoneControls }: TableControlsProps) {
  return <PhoneControls {...phoneControls} groups={groups} selected={selected} onApply={onApply} />;
}

function PhoneRows({ caption, columns, rows, rowKey, details, showAllLabel }: TableRowsProps<unknown, string>) {
  return <RowCards rows={rows} columns={columns} rowKey={rowKey} details={details} label={caption} showAllLabel={showAllLabel} />;
}

const phoneTable: TableLayout = { Controls: PhoneTableControls, Rows: PhoneRows };
export default phoneTable;
