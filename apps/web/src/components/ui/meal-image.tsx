import { useState } from 'react';
import { imageSrc } from '@/lib/image-src';

interface MealImageProps {
  src: string;
  alt: string;
  /** Below-the-fold images load lazily; the first screenful loads at once. */
  eager?: boolean;
  /** The page's largest image (its LCP): fetched before the other images. */
  priority?: boolean;
  className?: string;
  width?: number;
  height?: number;
}

/** A meal photo that fills its box; a missing or broken image becomes a warm placeholder. */
export function MealImage({
  src,
  alt,
  eager = false,
  priority = false,
  className = '',
  width = 800,
  height = 600,
}: MealImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`flex items-center justify-center bg-gradient-to-br from-brand-100 to-amber-100 text-5xl ${className}`}
      >
        <span aria-hidden="true">🍽️</span>
      </div>
    );
  }
  return (
    <img
      src={imageSrc(src)}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'auto' : 'async'}
      onError={() => setFailedSrc(src)}
      className={`bg-stone-200 object-cover ${className}`}
    />
  );
}
