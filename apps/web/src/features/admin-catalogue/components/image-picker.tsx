import { useEffect, useId, useState } from 'react';
import { ACCEPTED_IMAGE_TYPES, IMAGE_UPLOAD_MAX_BYTES } from '@messmate/shared/schemas/image';
import { t } from '@/lib/i18n';
import { imageSrc } from '@/lib/image-src';
import { mealFieldText } from '../messages';
import { FilePicker } from '@/components/ui/file-picker/file-picker';

const MAX_MB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);

interface Chosen {
  url: string;
  name: string;
}

/**
 * The photo field with a preview of the chosen picture: required, unless the meal already has
 * a photo (`current`), which shows until another is chosen.
 */
export function ImagePicker({ name = 'photo', current }: { name?: string; current?: string }) {
  const id = useId();
  const [chosen, setChosen] = useState<Chosen | null>(null);

  // Each preview address holds the file in memory until it is let go.
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {t(mealFieldText.photo)}
      </label>
      <div className="flex flex-col gap-4 rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-4 sm:flex-row sm:items-center">
        <div className="flex aspect-[4/3] w-40 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-white ring-1 ring-stone-200 sm:w-44">
          {chosen ? (
            <img
              src={imageSrc(chosen.url)}
              alt={t(mealFieldText.previewAlt)}
              className="h-full w-full object-cover"
            />
          ) : current ? (
            <img
              src={current}
              alt={t(mealFieldText.currentAlt)}
              className="h-full w-full object-cover"
            />
          ) : (
            <span aria-hidden="true" className="text-4xl">
              📷
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <FilePicker
            id={id}
            name={name}
            required={!current}
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              setChosen(file ? { url: URL.createObjectURL(file), name: file.name } : null);
            }}
          />
          <p id={`${id}-hint`} className="mt-2 text-xs text-stone-500">
            {current ? `${t(mealFieldText.photoReplaceHint)} ` : ''}
            {t(mealFieldText.photoHint, { size: MAX_MB })}
          </p>
        </div>
      </div>
    </div>
  );
}
