import { useState } from 'react';
import { initials } from '@/lib/format';
import { imageSrc } from '@/lib/image-src';
import { isOwnImage } from '@/lib/own-image';
import { isPhotoHostUrl } from '@messmate/shared/photo-hosts';

/**
 * A round photo of a person, or their initials when there is none, it is neither one this server
 * stores nor on a listed photo host (never requested: see @messmate/shared/photo-hosts), or it
 * fails to load.
 */
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
  // Answers give our pictures on PUBLIC_URL; imageSrc turns them into this origin's path.
  const src = image ? imageSrc(image) : null;
  if (src && !broken && (isOwnImage(src, window.location.origin) || isPhotoHostUrl(src))) {
    return (
      <img
        src={src}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        referrerPolicy="no-referrer"
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
