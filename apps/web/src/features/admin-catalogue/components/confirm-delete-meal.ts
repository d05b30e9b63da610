import { MESSAGES } from '@messmate/shared/messages';

// sweetalert2 is loaded only when an admin actually asks for a confirmation.
const loadSwal = () => import('sweetalert2').then((module) => module.default);

/** 'Are you sure?' before deleting a meal; resolves true when the admin confirms. */
export async function confirmDeleteMeal(title: string): Promise<boolean> {
  const Swal = await loadSwal();
  const answer = await Swal.fire({
    title: MESSAGES.confirmTitle,
    text: `"${title}" will be deleted. This cannot be undone.`,
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

export async function announceMealDeleted(): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({
    title: MESSAGES.mealDeletedTitle,
    text: MESSAGES.mealDeletedText,
    icon: 'success',
    confirmButtonColor: '#c2410c',
  });
}
