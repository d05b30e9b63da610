import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { t } from '@/lib/i18n';
import { pagerText } from './messages';

interface PagerProps {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  /** What the list holds, in the reader's words, for the links' names: 'Next page of users'. */
  of: string;
}

const quiet = buttonClass('secondary', 'sm');

/** Previous, 'Page 2 of 5', Next: links, so every page has an address. */
export function Pager({ page, pages, hrefFor, of }: PagerProps) {
  if (pages <= 1) return null;
  const edge = (label: string, target: number, enabled: boolean) =>
    enabled ? (
      <Link to={hrefFor(target)} className={quiet}>
        {label}
        <span className="sr-only">{t(pagerText.of, { list: of })}</span>
      </Link>
    ) : (
      <span aria-disabled="true" className={`${quiet} cursor-not-allowed opacity-50`}>
        {label}
      </span>
    );
  return (
    <nav
      aria-label={t(pagerText.pagesOf, { list: of })}
      className="mt-4 flex items-center justify-between gap-3"
    >
      {edge(t(pagerText.previous), page - 1, page > 1)}
      <p className="text-center text-sm text-stone-700" aria-current="page">
        {t(pagerText.pageOf, { page: Math.min(page, pages), pages })}
      </p>
      {edge(t(pagerText.next), page + 1, page < pages)}
    </nav>
  );
}
