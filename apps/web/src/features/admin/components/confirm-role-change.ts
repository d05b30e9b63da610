import { announceDone, confirmAction } from '@/components/ui/dialog';
import { messages, t } from '@/lib/i18n';
import { usersText } from '../messages';

/** 'Are you sure?' before promoting someone; resolves true when the admin confirms. */
export const confirmMakeAdmin = (name: string): Promise<boolean> =>
  confirmAction({
    text: t(usersText.makeAdminConfirm, { name }),
    confirmText: t(usersText.makeAdminYes),
  });

/** 'Are you sure?' before an admin becomes a student again. */
export const confirmMakeStudent = (name: string): Promise<boolean> =>
  confirmAction({
    text: t(usersText.makeStudentConfirm, { name }),
    confirmText: t(usersText.makeStudentYes),
  });

export const announceMadeAdmin = (): Promise<void> =>
  announceDone(messages().makeAdminDoneTitle, messages().makeAdminDoneText);
