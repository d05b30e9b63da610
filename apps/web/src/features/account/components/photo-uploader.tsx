import { ACCEPTED_IMAGE_TYPES, IMAGE_UPLOAD_MAX_BYTES } from '@messmate/shared/schemas/image';
import type { UserRecord } from '@messmate/shared/schemas/user';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button-styles';
import { messages, t } from '@/lib/i18n';
import { errorText } from '../lib/error-text';
import { useUpdateProfile, useUploadPhoto } from '../api/update-profile';
import { profileText } from '../profile/messages';
import { FilePicker } from '@/components/ui/file-picker/file-picker';

const MAX_MB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);

/** The profile photo: choosing a file uploads it at once; Remove photo goes back to initials. */
export function PhotoUploader({ user }: { user: UserRecord }) {
  const id = useId();
  const upload = useUploadPhoto();
  const update = useUpdateProfile();
  const busy = upload.isPending || update.isPending;

  async function run(work: () => Promise<unknown>, done: string) {
    try {
      await work();
      toast.success(done);
    } catch (failure) {
      toast.error(errorText(failure, t(profileText.photoFailed)));
    }
  }

  return (
    <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
      <Avatar name={user.name} image={user.image} size="h-20 w-20 text-xl!" />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800">
          {t(profileText.uploadPhoto)}
        </label>
        <FilePicker
          id={id}
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          disabled={busy}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void run(() => upload.mutateAsync(file), messages().photoSaved);
          }}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-500">
          {t(profileText.photoHint, { mb: MAX_MB })}
          {upload.isPending ? t(profileText.uploading) : ''}
        </p>
      </div>
      {user.image ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => void run(() => update.mutateAsync({ image: '' }), messages().photoRemoved)}
          className={buttonClass('secondary', 'sm')}
        >
          {t(profileText.removePhoto)}
        </button>
      ) : null}
    </div>
  );
}
