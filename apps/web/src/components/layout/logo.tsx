import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The plate mark on its own; decorative, the name beside it says what it is. */
export function LogoMark({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <circle cx="32" cy="32" r="30" fill="#c2410c" />
      <circle cx="32" cy="32" r="20" fill="#fff7ed" />
      <path d="M22 34c2 6 7 9 10 9s8-3 10-9z" fill="#f59e0b" />
      <circle cx="27" cy="28" r="3" fill="#16a34a" />
      <circle cx="37" cy="27" r="3" fill="#dc2626" />
    </svg>
  );
}

/** The logo and product name, linking home. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const text = tone === 'dark' ? 'text-stone-900' : 'text-white';
  return (
    <Link
      to={paths.home}
      className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
    >
      <LogoMark />
      <span className={`text-xl font-extrabold tracking-tight ${text}`}>
        Mess<span className={tone === 'dark' ? 'text-brand-700' : 'text-brand-200'}>Mate</span>
      </span>
    </Link>
  );
}
