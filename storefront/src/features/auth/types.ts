/** The signed-in person as /api/auth answers it (see medusa-backend lib/auth/user.ts). */
import type { UserBase } from "@/lib/user"
export type { Role } from "@/lib/user"

export type AddressDetails = { street: string; city: string; state: string; zipCode: string }

export type User = UserBase & {
  _id: string
  /** The same address split for the checkout prefill, or null. */
  addressDetails: AddressDetails | null
  profilePicture?: string
  /** A business buyer's GSTIN and registered name from the profile (checkout offers them for a B2B invoice). */
  gstin?: string
  businessName?: string
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
 * The auth result (requirements ACC-07, ACC-08): the pages read the
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
