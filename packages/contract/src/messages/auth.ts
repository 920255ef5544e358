/** Accounts: sign-up, sign-in, Google, e-mail verification, password reset, profile. */
import { CHECKOUT_MESSAGES } from "./checkout.js"

export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid email or password",
  googleAccount: "This account was created with Google. Please use Google Sign-In.",
  emailTaken: "An account with this email already exists. Please log in instead.",
  emailInUse: "This email is already in use by another account",
  registered: "Registration successful! Please check your email to verify your account.",
  loggedIn: "Login successful",
  loggedOut: "Logged out successfully",
  googleNotConfigured: "Google sign-in is not configured",
  googleUnavailable: "Google sign-in is temporarily unavailable. Please try again.",
  googleInvalid: "Invalid or expired Google token. Please sign in with Google again.",
  googleNotFound: "No account found for this Google account. Please sign up first.",
  googleExists: "Account already exists! Please log in instead.",
  googleSignedUp: "Account created successfully!",
  googleLinkUnverified:
    "An account with this email already exists but its email is not verified yet. Please log in with your password and verify your email before using Google Sign-In.",
  googleEmailUnverified:
    "Your Google account's email address is not verified. Please verify it with Google or register with email and password.",
  verified: "Email verified successfully! You are now logged in.",
  invalidVerification: "Invalid or expired verification token",
  verificationSent: "Verification email sent successfully! Please check your email.",
  resetSent: "Password reset instructions sent to your email",
  invalidReset: "Invalid or expired reset token",
  passwordReset: "Password reset successfully! You are now logged in.",
  profileUpdated: "Profile updated successfully!",
  passwordUpdated: "Password updated successfully!",
  currentPasswordWrong: "Current password is incorrect",
  currentPasswordForEmail: "Please enter your current password to change your email",
  emailChangePending:
    "Profile updated successfully! Please open the link we sent to your new email address to confirm it. Until then, keep signing in with your current email.",
  mfaRequired: "This account uses two-factor authentication. Please sign in through the Medusa admin.",
} as const

export const RECOVERY_TEXTS = {
  enterEmail: "Please enter your email address",
  verifyFailed: "Verification failed. The token may be invalid or expired.",
  noToken: "No verification token provided. Please check your email for the correct verification link.",
  resendFailed: "Failed to resend verification email",
  resent: AUTH_MESSAGES.verificationSent,
  verified: AUTH_MESSAGES.verified,
  forgotFailed: "Failed to send reset email",
  forgotSent: AUTH_MESSAGES.resetSent,
  resetFailed: "Failed to reset password",
  resetDone: AUTH_MESSAGES.passwordReset,
  invalidToken: "Invalid reset token",
  passwordsDiffer: "Passwords do not match",
  passwordShort: "Password must be at least 6 characters long",
} as const

export const GOOGLE_TEXTS = {
  stillLoading: "Google services are still loading. Please wait a moment and try again.",
  unableToShow: "Unable to show Google sign in. Please try again.",
  signInFailed: "Google sign in failed. Please try again.",
  signUpFailed: "Google sign up failed. Please try again.",
  working: "Signing in with Google...",
} as const

export const PROFILE_TEXTS = {
  fillRequired: CHECKOUT_MESSAGES.required,
  updated: AUTH_MESSAGES.profileUpdated,
  updateFailed: "Failed to update profile",
  updateError: "An error occurred while updating profile",
  passwordsDiffer: "New passwords do not match",
  passwordShort: "New password must be at least 6 characters",
  passwordUpdated: AUTH_MESSAGES.passwordUpdated,
  passwordFailed: "Failed to update password",
  passwordError: "An error occurred while updating password",
  wishlistRemoved: "Item removed from wishlist",
  wishlistFailed: "Failed to remove item from wishlist",
  wishlistError: "Error removing from wishlist",
} as const

export const RESEND_TEXTS = {
  button: "Resend Verification Email",
  sending: "Sending…",
  sent: AUTH_MESSAGES.verificationSent,
  failed: RECOVERY_TEXTS.resendFailed,
} as const
