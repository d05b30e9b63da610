import type { ReactNode } from 'react';

export interface CardListProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  card: (row: Row, index: number) => ReactNode;
  /** The list's accessible name. */
  label: string;
  /** An ordered list, for rows whose order means something (their cards show their number). */
  numbered: boolean;
  /** The list's classes beyond its spacing, such as those that hide it on wide screens. */
  visibility: string;
}

/** The rows as a list of cards, for phones. */
export function CardList<Row>({
  rows,
  rowKey,
  card,
  label,
  numbered,
  visibility,
}: CardListProps<Row>) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={visibility ? `space-y-3 ${visibility}` : 'space-y-3'} aria-label={label}>
      {rows.map((row, index) => (
        <li
          key={rowKey(row)}
          className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
        >
          {card(row, index)}
        </li>
      ))}
    </List>
  );
}
