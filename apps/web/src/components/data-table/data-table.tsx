import type { ReactNode } from 'react';
import { breakpoints, type Breakpoint } from './breakpoints';
import { CardList } from './card-list';
import type { DataColumn } from './column';
import { TableView } from './table-view';
import { useMediaQuery } from './use-media-query';

export type { DataColumn } from './column';

export interface DataTableProps<Row> {
  rows: readonly Row[];
  /** A stable key per row: the same row keeps its table row and card across renders. */
  rowKey: (row: Row) => string;
  columns: readonly DataColumn<Row>[];
  /** The table's caption, for screen readers only. */
  caption?: string;
  /** The card a row becomes on a phone: each page lays out what matters most there. */
  card: (row: Row, index: number) => ReactNode;
  /** The phone list's accessible name. */
  cardsLabel: string;
  /** Cards in an ordered list (the rows are numbered). */
  numbered?: boolean;
  /** Below this breakpoint the rows are cards, from it up a table. */
  cardsBelow?: Breakpoint;
  /**
   * `both`: table and cards are both in the page and CSS shows one. `matching`: only the one the
   * screen's width calls for is rendered, for rows holding state (an open edit form must not have
   * a hidden twin).
   */
  mount?: 'both' | 'matching';
  /** The padding of every header and body cell. */
  cellPadding?: string;
  alignRowsTop?: boolean;
}

function OneForTheWidth(props: { query: string; table: ReactNode; cards: ReactNode }) {
  return useMediaQuery(props.query) ? props.table : props.cards;
}

/** Rows as a table on wide screens and as cards on phones, from one set of column definitions. */
export function DataTable<Row>({
  rows,
  rowKey,
  columns,
  caption,
  card,
  cardsLabel,
  numbered = false,
  cardsBelow = 'md',
  mount = 'both',
  cellPadding = 'px-4 py-3',
  alignRowsTop = false,
}: DataTableProps<Row>) {
  const breakpoint = breakpoints[cardsBelow];
  const table = (visibility: string) => (
    <TableView
      rows={rows}
      rowKey={rowKey}
      columns={columns}
      caption={caption}
      cellPadding={cellPadding}
      alignRowsTop={alignRowsTop}
      visibility={visibility}
    />
  );
  const cards = (visibility: string) => (
    <CardList
      rows={rows}
      rowKey={rowKey}
      card={card}
      label={cardsLabel}
      numbered={numbered}
      visibility={visibility}
    />
  );

  if (mount === 'matching') {
    return <OneForTheWidth query={breakpoint.tableQuery} table={table('')} cards={cards('')} />;
  }
  return (
    <>
      {cards(breakpoint.hideCards)}
      {table(`hidden ${breakpoint.showTable}`)}
    </>
  );
}
