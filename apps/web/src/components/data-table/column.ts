import type { ReactNode } from 'react';

/** One column of a DataTable: its header and how a row fills its cell. */
export interface DataColumn<Row> {
  header: ReactNode;
  /** Classes the header cell adds to the table's padding, such as a width or `text-right`. */
  headerClassName?: string;
  /** The row's content for this column; `index` counts from 0 in the order given. */
  cell: (row: Row, index: number) => ReactNode;
  /** Classes the body cell adds to the table's padding. */
  cellClassName?: string;
  /** A tooltip with the cell's whole text, for a cell that may be cut short. */
  cellTitle?: (row: Row) => string;
  /** The column that names its row: a `<th scope="row">`, so screen readers announce it per cell. */
  rowHeader?: boolean;
}
