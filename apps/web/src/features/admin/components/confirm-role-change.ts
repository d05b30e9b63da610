import { MESSAGES } from '@messmate/shared/messages';
import { announceDone, confirmAction } from '@/components/ui/dialog';

/** 'Are you sure?' before promoting someone; resolves true when the admin confirms. */
export const confirmMakeAdmin = (name: string): Promise<boolean> =>
  confirmAction({
    text: `${name} will be able to manage meals, reviews, requests and users.`,
    confirmText: 'Yes, make admin',
  });

/** 'Are you sure?' before an admin becomes a student again. */
export const confirmMakeStudent = (name: string): Promise<boolean> =>
  confirmAction({
    text: `${name} will no longer be able to use the admin pages.`,
    confirmText: 'Yes, make student',
  });

export const announceMadeAdmin = (): Promise<void> =>
  announceDone(MESSAGES.makeAdminDoneTitle, MESSAGES.makeAdminDoneText);
