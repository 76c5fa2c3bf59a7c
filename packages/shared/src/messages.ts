/** Every user-facing text of product.md §2, §5 and §8, exactly as written there. */
export const messages = {
  notFoundTitle: '404 - Page Not Found',
  notFoundBody: 'The page you are looking for does not exist.',
  unexpectedError: 'Unexpected Application Error!',

  invalidGmail: 'Please enter a valid Gmail address.',
  signupPassword:
    'Password must be at least 6 characters long, contain at least 1 letter, 1 digit, and 1 special character.',
  resetPassword:
    'Password must be at least 6 characters long and include at least one letter, one number, and one special character (!@#$%^&*).',
  fillAllFields: 'Please fill in all fields.',
  passwordsDoNotMatch: 'Passwords do not match.',
  dobRequired: 'Date of Birth is required.',
  pronounRequired: 'Pronoun is required.',
  usernameTaken: 'Username already taken',
  usernameCheckFailed: 'Error checking username',

  loginFailed: 'Invalid email or password. Please try again.',
  signupFailed: 'Signup failed. Please try again.',
  signupNetworkError: 'An error occurred. Please try again later.',
  signupSuccess: 'Signup successful! Please check your email to confirm your account.',
  forgotUserNotFound: 'User not found.',
  forgotFailed: (status: number | string) => `Failed to send reset email: ${status}`,
  forgotSent: 'Password reset link sent to your email.',
  resetSuccess: 'Password reset successfully. You can now log in with your new password.',
  resetInvalid: 'Invalid token or password format',
  resetExpired: 'Token has expired',
  resetNotFound: 'Reset token not found',
  resetTooMany: 'Too many attempts. Please try again later',
  resetFailedStatus: 'Failed to reset password',
  resetFailedShown: 'Failed to reset password. Please try again.',
  userDetailsFailed: 'Failed to submit user details. Please try again later.',
  imageUploadFailed: 'Image upload failed',
  imageRemoveFailed: 'Failed to remove profile picture',
  loadError: (message: string) => `Error: ${message}`,
  logoutConfirm: 'Are you sure you want to log out?',

  chatNoUser: 'No user data',
  chatOffline: '(You are offline)',
  chatOnline: (n: number) => `${n} users online`,
  onlineListTitle: 'Online now',
  onlineListMore: 'Show more',
  onlineListError: 'The list could not be loaded. Try again in a moment.',
  chatEmpty: 'No messages yet. Start the conversation!',
  chatPlaceholder: 'Type your message...',
  typingOne: (name: string) => `${name} is typing...`,
  typingMany: (n: number) => `${n} people are typing...`,

  aiEmpty: (character: string) => `No messages yet. Start a conversation with ${character}!`,
  aiPlaceholder: 'Type a message...',

  // Beyond product.md: honest errors when the server cannot be reached (product.md §2, On every
  // screen).
  networkError: "Can't reach Tuning right now. Check your connection and try again.",
  offlineBanner: "You're offline: Tuning can't reach the server. It will reconnect by itself.",
  offlineRetryNow: 'Try now',
  offlineChecking: 'Checking...',
  backOnline: 'Back online.',

  // The installable app (docs/product.md, The app on a phone).
  updateReady: 'A new version of Tuning is ready',
  updateReload: 'Reload',
  installTitle: 'Add Tuning to your home screen',
  installButton: 'Add to home screen',
  installDone: 'Tuning is on your home screen.',
  installIos: 'On an iPhone or iPad, in Safari: tap Share, then "Add to Home Screen", then "Add".',
  installAndroid:
    'On Android, in Chrome: open the ⋮ menu and tap "Add to Home screen" or "Install app".',
  installDesktop: 'On a computer, in Chrome or Edge: click the install icon in the address bar.',
  followFailed: "Couldn't follow.",
  unfollowFailed: "Couldn't unfollow.",
  retry: 'Retry',
  removePhotoConfirm: "Remove your profile photo? This can't be undone.",
} as const;
