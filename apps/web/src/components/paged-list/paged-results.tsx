import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BarsLoader } from '@/components/ui/bars-loader';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorNotice } from '@/components/ui/error-notice';
import { t } from '@/lib/i18n';
import { pagerText } from './messages';
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
  /** The count and the order in the reader's words: '12 requests, newest first'. */
  countText: (total: number) => string;
  /** What the list holds, in the reader's words, for the pager's links: 'reviews'. */
  listName: string;
  /** Shown when nothing matches. */
  empty: ReactNode;
  hrefFor: (page: number) => string;
  children: (items: Item[]) => ReactNode;
}

/** One page of a list while loading, failing or empty; else its count, its rows and the pager. */
export function PagedResults<Item>(props: PagedResultsProps<Item>) {
  const { query, hrefFor } = props;
  if (query.isPending) return <BarsLoader label={props.loadingLabel} />;
  if (query.isError) {
    return <ErrorNotice message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const { items, total, page, pages } = query.data;
  if (total === 0) return props.empty;
  return (
    <div aria-busy={query.isFetching}>
      <p className="mb-3 text-sm text-stone-600" aria-live="polite">
        {props.countText(total)}
      </p>
      {items.length > 0 ? (
        props.children(items)
      ) : (
        <EmptyState emoji="📄" title={t(pagerText.pastEnd)} titleAs="h2">
          <Link to={hrefFor(pages)} className="font-semibold text-brand-800 underline">
            {t(pagerText.goToPage, { page: pages })}
          </Link>
        </EmptyState>
      )}
      <Pager page={page} pages={pages} hrefFor={hrefFor} of={props.listName} />
    </div>
  );
}
