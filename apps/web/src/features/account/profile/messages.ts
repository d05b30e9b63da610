import { defineMessages } from '@/lib/i18n';

// My Profile: the card, editing it, the photo and the password.
export const profileText = defineMessages('profile', {
  pageTitle: 'My Profile · MessMate',
  heading: 'My Profile',
  membership: 'Membership',
  memberSince: 'Member since',
  livesIn: 'Lives in',
  room: 'Room {room}',
  edit: 'Edit profile',
  changePassword: 'Change password',
  saveFailed: 'The profile could not be saved. Please try again.',
  save: 'Save profile',
  saving: 'Saving...',
  hall: 'Hall (optional)',
  hallExample: 'Shaheed Hall',
  roomNumber: 'Room number (optional)',
  photoFailed: 'The photo could not be saved. Please try again.',
  uploadPhoto: 'Upload a new photo',
  photoHint: 'JPEG, PNG, WebP, GIF or AVIF, up to {mb, number} MB.',
  uploading: ' Uploading…',
  removePhoto: 'Remove photo',
  passwordFailed: 'The password could not be changed. Please try again.',
  changing: 'Changing password...',
  currentPassword: 'Current password',
  newPassword: 'New password',
});
