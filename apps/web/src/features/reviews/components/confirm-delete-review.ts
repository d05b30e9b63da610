import { MESSAGES } from '@messmate/shared/messages';

// sweetalert2 loads only when someone actually asks to delete.
const loadSwal = () => import('sweetalert2').then((module) => module.default);

/** 'Are you sure?' before a review is deleted; resolves true when confirmed. */
export async function confirmDeleteReview(): Promise<boolean> {
  const Swal = await loadSwal();
  const answer = await Swal.fire({
    title: MESSAGES.confirmTitle,
    text: 'This review will be permanently deleted.',
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: 'Yes, delete it',
    cancelButtonText: 'Cancel',
    confirmButtonColor: '#b91c1c',
    cancelButtonColor: '#57534e',
    focusCancel: true,
  });
  return answer.isConfirmed;
}
