/** Texts of the /api/auth answers. Those quoted in docs/requirements.md are used word for word. */
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
