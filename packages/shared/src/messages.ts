/** The user-facing texts of the specification's error catalogue (section 8), in one place. */
export const MESSAGES = {
  registrationSuccess: 'Registration successful!',
  registrationSaveFailed: 'Failed to save user in DB',
  registrationFailed: 'Registration failed',
  googleLoginSuccess: 'Google login successful!',
  googleSaveFailed: 'Failed to save Google user in DB',
  googleFailed: 'Google sign-in failed',
  adminLoginSuccess: 'Admin Login Successful!',
  studentLoginSuccess: 'Student Login Successful!',
  /** The login form's role pick did not match the account: said plainly, no false greeting. */
  loginRoleMismatch: (chosen: string, actual: string) =>
    `You chose ${chosen}, but this is ${actual === 'admin' ? 'an admin' : 'a student'} account. You are signed in as ${actual === 'admin' ? 'an admin' : 'a student'}.`,
  userAlreadyExists: 'User already exists',
  profileSaved: 'Profile saved.',
  photoSaved: 'Photo updated.',
  photoRemoved: 'Photo removed.',
  passwordChanged: 'Password changed. Your other devices are signed out.',
  currentPasswordWrong: 'Your current password is not right.',
  resetLinkSent:
    'If an account uses that email, a link to reset its password is on its way. It works for an hour.',
  resetByAdmin:
    'Password reset by e-mail is not set up on this server. Ask a hostel admin: they can make you a one-time reset link.',
  passwordResetDone: 'Your password is changed. Log in with the new one.',
  resetLinkMissing: 'This page needs the link from your reset e-mail. Ask for a new one.',

  likeLoginRequired: 'Login required to like',
  requestLoginRequired: 'Login required to request meal',
  requestNeedsSubscription: 'You must have a subscription to request a meal',
  requestSuccess: 'Meal requested!',
  requestFailed: 'Failed to request meal',

  reviewLoginRequired: 'Login required to submit a review',
  reviewEmpty: 'Review cannot be empty',
  reviewEditEmpty: 'Review cannot be empty!',
  reviewSuccess: 'Review submitted!',
  reviewFailed: 'Failed to submit review',
  somethingWentWrong: 'Something went wrong',
  reviewDeleted: '✅ Review deleted',
  reviewDeleteFailed: '❌ Failed to delete review',
  reviewDeleteFailedDetail: 'Could not delete the review.',
  reviewUpdateFailed: 'Could not update the review.',

  paymentInitFailed: 'Failed to initialize payment.',
  cardElementMissing: 'Card element not found.',
  paymentSaveFailed: 'Failed to save payment. Please contact support.',
  paymentSuccess: 'Payment successful! Badge updated',
  packageActivated: (plan: string) => `${plan} package activated!`,

  mealAddFailed: '❌ Failed to add meal.',
  mealAddFailedRetry: '❌ Failed to add meal. Try again.',
  mealAddSuccess: '🍽️ Meal added successfully!',
  upcomingAddSuccess: '✅ Upcoming meal added!',
  publishFailed: '❌ Failed to publish meal',
  publishSuccess: '✅ Meal published successfully!',
  upcomingLikeNotAllowed: '❌ Only Silver, Gold, or Platinum users can like',
  likeSuccess: '❤️ Liked!',
  likeFailed: '❌ Something went wrong.',

  confirmTitle: 'Are you sure?',
  makeAdminDoneTitle: 'Updated!',
  makeAdminDoneText: 'User has been made admin.',
  mealDeletedTitle: 'Deleted!',
  mealDeletedText: 'The meal has been removed.',

  noUsers: 'No users found',
  noRequests: 'No requested meals found.',
  noReviews: "You haven't submitted any reviews yet.",
  noPayments: 'You have no payments yet.',
  noMoreMeals: 'No more meals to load',
  pageNotFound: 'Page Not Found',

  platinumOnly:
    'Meal analytics is a Platinum feature. Upgrade to Platinum to see your requests, favourites and ratings in numbers.',
  analyticsPeriodBackwards: "The period's 'from' day must not be after its 'to' day.",
  analyticsPeriodTooLong: (maxDays: number) =>
    `A period can be at most ${maxDays} days long. Choose a shorter range.`,
  analyticsLoadFailed: 'The analytics could not be loaded. Try again.',
} as const;
