import { ACCEPTED_IMAGE_TYPES, IMAGE_UPLOAD_MAX_BYTES } from '@messmate/shared/schemas/image';
import { useId } from 'react';
import { numberFormat, t } from '@/lib/i18n';
import { supportText } from '../desk/messages';
import { FilePicker } from '@/components/ui/file-picker/file-picker';

const MAX_MB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);

/** An optional photo (cold rice, a wrong plate): checked by the server like every upload. */
export function PhotoInput({ onChange }: { onChange: (photo: File | null) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {t(supportText.photo)}
      </label>
      <FilePicker
        id={id}
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        tone="quiet"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        {t(supportText.photoHint, { mb: numberFormat().format(MAX_MB) })}
      </p>
    </div>
  );
}
