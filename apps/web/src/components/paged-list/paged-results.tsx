import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BarsLoader } from '@/components/ui/bars-loader';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorNotice } from '@/components/ui/error-notice';
import { Pager } from './pager';

interface OnePage<Item> {
  items: Item[];
  total: number;
  page: number;
  pages: number;
}

interface PagedResultsProps<Item> {
  query: UseQueryResult<OnePage<Item>>;
  loadingLabel: string;
  /** The count's words: ['review', 'reviews'] and how they are ordered ('newest first'). */
  noun: readonly [string, string];
  order: string;
  /** The count in the reader's words ('12 requests, newest first'), where a page words it. */
  countText?: (total: number) => string;
  /** Shown when nothing matches. */
  empty: ReactNode;
  hrefFor: (page: number) => string;
  children: (items: Item[]) => ReactNode;
}

/** One page of a list while loading, failing or empty; else its count, its rows and the pager. */
export function PagedResults<Item>(props: PagedResultsProps<Item>) {
  const { query, noun, hrefFor } = props;
  if (query.isPending) return <BarsLoader label={props.loadingLabel} />;
  if (query.isError) {
    return <ErrorNotice message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const { items, total, page, pages } = query.data;
  if (total === 0) return props.empty;
  return (
    <div aria-busy={query.isFetching}>
      <p className="mb-3 text-sm text-stone-600" aria-live="polite">
        {props.countText
          ? props.countText(total)
          : `${total} ${total === 1 ? noun[0] : noun[1]}, ${props.order}`}
      </p>
      {items.length > 0 ? (
        props.children(items)
      ) : (
        <EmptyState emoji="📄" title="This page is past the end" titleAs="h2">
          <Link to={hrefFor(pages)} className="font-semibold text-brand-800 underline">
            Go to page {pages}
          </Link>
        </EmptyState>
      )}
      <Pager page={page} pages={pages} hrefFor={hrefFor} of={noun[1]} />
    </div>
  );
}
