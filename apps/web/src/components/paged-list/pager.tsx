import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';

interface PagerProps {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  /** What the list holds, for the links' names: 'Next page of users'. */
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
        <span className="sr-only"> of {of}</span>
      </Link>
    ) : (
      <span aria-disabled="true" className={`${quiet} cursor-not-allowed opacity-50`}>
        {label}
      </span>
    );
  return (
    <nav aria-label={`Pages of ${of}`} className="mt-4 flex items-center justify-between gap-3">
      {edge('Previous page', page - 1, page > 1)}
      <p className="text-sm text-stone-700" aria-current="page">
        Page {Math.min(page, pages)} of {pages}
      </p>
      {edge('Next page', page + 1, page < pages)}
    </nav>
  );
}
