import { ACCEPTED_IMAGE_TYPES, IMAGE_UPLOAD_MAX_BYTES } from '@messmate/shared/schemas/image';
import { useId } from 'react';
import { numberFormat, t } from '@/lib/i18n';
import { supportText } from '../desk/messages';

const MAX_MB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);

/** An optional photo (cold rice, a wrong plate): checked by the server like every upload. */
export function PhotoInput({ onChange }: { onChange: (photo: File | null) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {t(supportText.photo)}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        className="block w-full text-sm text-stone-700 file:mr-3 file:cursor-pointer file:rounded-full file:border-0 file:bg-stone-200 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-stone-900 hover:file:bg-stone-300"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        {t(supportText.photoHint, { mb: numberFormat().format(MAX_MB) })}
      </p>
    </div>
  );
}
