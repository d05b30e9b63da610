type Variant = 'primary' | 'secondary' | 'ghost' | 'light' | 'danger';
type Size = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  secondary:
    'border border-stone-300 bg-white text-stone-800 shadow-sm hover:border-brand-700 hover:text-brand-800',
  ghost: 'text-brand-800 hover:bg-brand-50',
  light: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-white',
  /** A quiet Delete: outlined, red words. */
  danger:
    'border border-red-200 bg-white text-red-700 shadow-sm hover:border-red-500 hover:bg-red-50',
};

const sizes: Record<Size, string> = {
  sm: 'px-3.5 py-1.5 text-sm',
  md: 'px-5 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
};

/** The class list of a button, or of a link that looks like one. */
export function buttonClass(variant: Variant = 'primary', size: Size = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

/** Shared look of text inputs, selects and text areas. */
export const fieldClass =
  'w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-stone-900 shadow-sm ' +
  'placeholder:text-stone-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30';
