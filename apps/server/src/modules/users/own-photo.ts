import type { UserRecord } from '@messmate/shared';
import type { Caller } from '../../access/caller';
import type { Executor } from '../../db/client';
import { storeUploadedImage } from '../images/upload';
import { usersService } from './service';

/** Stores an uploaded photo through the image pipeline and makes it the caller's own. */
export async function setOwnPhoto(
  db: Executor,
  caller: Caller,
  bytes: Buffer,
): Promise<UserRecord> {
  const image = await storeUploadedImage(db, bytes, caller.id);
  return usersService.updateOwnProfile(db, caller, { image: image.url });
}
