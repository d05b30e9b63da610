import { MESSAGES } from '@messmate/shared/messages';

// sweetalert2 is loaded only when an admin actually asks for a confirmation.
const loadSwal = () => import('sweetalert2').then((module) => module.default);

/** 'Are you sure?' before promoting someone; resolves true when the admin confirms. */
export async function confirmMakeAdmin(name: string): Promise<boolean> {
  const Swal = await loadSwal();
  const answer = await Swal.fire({
    title: MESSAGES.confirmTitle,
    text: `${name} will be able to manage meals, reviews, requests and users.`,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: 'Yes, make admin',
    cancelButtonText: 'Cancel',
    confirmButtonColor: '#c2410c',
    cancelButtonColor: '#57534e',
    focusCancel: true,
  });
  return answer.isConfirmed;
}

export async function announceMadeAdmin(): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({
    title: MESSAGES.makeAdminDoneTitle,
    text: MESSAGES.makeAdminDoneText,
    icon: 'success',
    confirmButtonColor: '#c2410c',
  });
}
