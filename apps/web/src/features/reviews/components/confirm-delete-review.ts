import { confirmAction } from '@/components/ui/dialog';
import { t } from '@/lib/i18n';
import { reviewText } from '../messages';

/** 'Are you sure?' before a review is deleted; resolves true when confirmed. */
export const confirmDeleteReview = (): Promise<boolean> =>
  confirmAction({
    text: t(reviewText.deleteConfirm),
    confirmText: t(reviewText.deleteYes),
    danger: true,
  });
