import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { t } from '@/lib/i18n';
import { reviewText } from '../messages';

/** The red-lettered Delete of a review; `about` names the review for screen readers. */
export function DeleteReviewButton({
  deleting,
  onDelete,
  about,
}: {
  deleting: boolean;
  onDelete: () => void;
  about: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onDelete}
      disabled={deleting}
      className={buttonClass('danger', 'sm')}
    >
      {deleting ? t(reviewText.deleting) : t(reviewText.delete)}
      {about}
    </button>
  );
}
