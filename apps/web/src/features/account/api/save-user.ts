import { api } from '@/lib/api-client';

export interface ProfileToSave {
  name: string;
  email: string;
  image: string | null;
}

/** POST /api/users after registering or a Google sign-in; true when the server saved or had it. */
export async function saveUser(profile: ProfileToSave): Promise<boolean> {
  const result = await api('POST /users', {
    body: {
      name: profile.name,
      email: profile.email,
      ...(profile.image ? { image: profile.image } : {}),
    },
  });
  return 'insertedId' in result || result.acknowledged === true;
}
