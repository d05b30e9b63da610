import { MESSAGES } from '@messmate/shared/messages';
import {
  PERSON_HALL_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PERSON_ROOM_MAX_LENGTH,
} from '@messmate/shared/schemas/person';
import type { UserRecord } from '@messmate/shared/schemas/user';
import toast from 'react-hot-toast';
import { useUpdateProfile } from '../api/update-profile';
import { useAccountSubmit } from '../hooks/use-account-submit';
import { AccountForm } from './account-form';
import { PhotoUploader } from './photo-uploader';
import { TextField } from './text-field';

/** Edit profile: the photo, then name, hall and room (the last two optional). */
export function ProfileEditor({ user }: { user: UserRecord }) {
  const update = useUpdateProfile();
  const submit = useAccountSubmit(async (field) => {
    await update.mutateAsync({ name: field('name'), hall: field('hall'), room: field('room') });
    toast.success(MESSAGES.profileSaved);
  }, 'The profile could not be saved. Please try again.');

  return (
    <div className="space-y-6">
      <PhotoUploader user={user} />
      <AccountForm {...submit} compact submitLabel="Save profile" busyLabel="Saving...">
        <TextField
          label="Full name"
          name="name"
          autoComplete="name"
          required
          maxLength={PERSON_NAME_MAX_LENGTH}
          defaultValue={user.name}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Hall (optional)"
            name="hall"
            maxLength={PERSON_HALL_MAX_LENGTH}
            defaultValue={user.hall ?? ''}
            placeholder="Shaheed Hall"
          />
          <TextField
            label="Room number (optional)"
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
