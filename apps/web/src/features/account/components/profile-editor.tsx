import {
  PERSON_HALL_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PERSON_ROOM_MAX_LENGTH,
} from '@messmate/shared/schemas/person';
import type { UserRecord } from '@messmate/shared/schemas/user';
import toast from 'react-hot-toast';
import { messages, t } from '@/lib/i18n';
import { useUpdateProfile } from '../api/update-profile';
import { useAccountSubmit } from '../hooks/use-account-submit';
import { accountText } from '../messages';
import { profileText } from '../profile/messages';
import { AccountForm } from './account-form';
import { PhotoUploader } from './photo-uploader';
import { TextField } from './text-field';

/** Edit profile: the photo, then name, hall and room (the last two optional). */
export function ProfileEditor({ user }: { user: UserRecord }) {
  const update = useUpdateProfile();
  const submit = useAccountSubmit(async (field) => {
    await update.mutateAsync({ name: field('name'), hall: field('hall'), room: field('room') });
    toast.success(messages().profileSaved);
  }, t(profileText.saveFailed));

  return (
    <div className="space-y-6">
      <PhotoUploader user={user} />
      <AccountForm
        {...submit}
        compact
        submitLabel={t(profileText.save)}
        busyLabel={t(profileText.saving)}
      >
        <TextField
          label={t(accountText.fullName)}
          name="name"
          autoComplete="name"
          required
          maxLength={PERSON_NAME_MAX_LENGTH}
          defaultValue={user.name}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t(profileText.hall)}
            name="hall"
            maxLength={PERSON_HALL_MAX_LENGTH}
            defaultValue={user.hall ?? ''}
            placeholder={t(profileText.hallExample)}
          />
          <TextField
            label={t(profileText.roomNumber)}
            name="room"
            maxLength={PERSON_ROOM_MAX_LENGTH}
            defaultValue={user.room ?? ''}
            placeholder="214B"
          />
        </div>
      </AccountForm>
    </div>
  );
}
