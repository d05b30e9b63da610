import { useState } from 'react';
import { initials } from '@/lib/format';

/** A round photo of a person, or their initials when there is none (or it fails to load). */
export function Avatar({
  name,
  image,
  size = 'h-10 w-10',
}: {
  name: string;
  image: string | null;
  size?: string;
}) {
  const [broken, setBroken] = useState(false);
  if (image && !broken) {
    return (
      <img
        src={image}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        onError={() => setBroken(true)}
        className={`${size} shrink-0 rounded-full object-cover ring-2 ring-white`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${size} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800`}
    >
      {initials(name)}
    </span>
  );
}
