import type { DataColumn } from './column';

const withPadding = (padding: string, extra?: string) => (extra ? `${padding} ${extra}` : padding);

export interface TableViewProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly DataColumn<Row>[];
  /** Read out before the table by screen readers; not shown. */
  caption?: string;
  /** The padding every header and body cell has. */
  cellPadding: string;
  /** Rows whose cells hold text of different heights line up at the top. */
  alignRowsTop: boolean;
  /** The box's classes beyond its look, such as those that hide it on phones. */
  visibility: string;
}

/** The rows as a table: header cells scoped to their columns, one row header per row. */
export function TableView<Row>({
  rows,
  rowKey,
  columns,
  caption,
  cellPadding,
  alignRowsTop,
  visibility,
}: TableViewProps<Row>) {
  const box = 'overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm';
  return (
    <div className={visibility ? `${visibility} ${box}` : box}>
      <table className="w-full text-left text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-stone-50 text-xs font-bold uppercase tracking-wider text-stone-600">
          <tr>
            {columns.map((column, columnIndex) => (
              <th
                key={columnIndex}
                scope="col"
                className={withPadding(cellPadding, column.headerClassName)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row, index) => (
            <tr
              key={rowKey(row)}
              className={alignRowsTop ? 'align-top hover:bg-stone-50/60' : 'hover:bg-stone-50/60'}
            >
              {columns.map((column, columnIndex) => {
                const className = withPadding(cellPadding, column.cellClassName);
                const content = column.cell(row, index);
                const title = column.cellTitle?.(row);
                return column.rowHeader ? (
                  <th key={columnIndex} scope="row" className={className} title={title}>
                    {content}
                  </th>
                ) : (
                  <td key={columnIndex} className={className} title={title}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
