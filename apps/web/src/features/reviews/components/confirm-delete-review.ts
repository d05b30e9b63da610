import { confirmAction } from '@/components/ui/dialog';

/** 'Are you sure?' before a review is deleted; resolves true when confirmed. */
export const confirmDeleteReview = (): Promise<boolean> =>
  confirmAction({
    text: 'This review will be permanently deleted.',
    confirmText: 'Yes, delete it',
    danger: true,
  });
