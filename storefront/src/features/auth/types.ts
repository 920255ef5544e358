/** The signed-in person as /api/auth answers it (see medusa-backend lib/auth/user.ts). */
export type Role = "customer" | "admin"

export type AddressDetails = { street: string; city: string; state: string; zipCode: string }

export type User = {
  _id: string
  id: string
  firstName: string
  lastName: string
  name: string
  email: string
  phone: string
  /** One line of text, as the profile shows it. */
  address: string
  /** The same address split for the checkout prefill, or null. */
  addressDetails: AddressDetails | null
  role: Role
  isEmailVerified: boolean
  isGoogleAccount: boolean
  profilePicture?: string
  createdAt: string
}

/** What login, signup, Google, e-mail verification and password reset answer on success. */
export type Session = { token: string; user: User; message?: string }

/** Google's profile as the backend returns it with USER_NOT_FOUND / USER_EXISTS. */
export type GoogleUserInfo = {
  email?: string
  firstName?: string
  lastName?: string
  name?: string
  picture?: string
}

/**
 * The spec's auth result (second document, section 3): the pages read the
 * message to show and the flags that change the flow.
 */
export type AuthResult =
  | { success: true; user: User; message: string }
  | {
      success: false
      error: string
      /** Server field errors (signup), each shown to the shopper. */
      errors: string[]
      needsSignup?: boolean
      userExists?: boolean
      isGoogleAccount?: boolean
      userInfo?: GoogleUserInfo
    }
