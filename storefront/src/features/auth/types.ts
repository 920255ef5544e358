/** The signed-in person, a session and Google's profile: the contract's types (packages/contract answers/auth.ts). */
import type { GoogleUserInfo, User } from "@sugandh/contract"
export type { AddressDetails, GoogleUserInfo, SessionAnswer as Session, User } from "@sugandh/contract"
export type { Role } from "@/lib/user"

/**
 * The auth result (requirements ACC-07, ACC-08): the pages read the
 * message to show and the flags that change the flow.
 */
export type AuthResult =
  | { success: true; user: User; message: string }
  | {
      success: false
      /** The page's heading for the failure: "Authentication failed", or "... Please try again." when no answer came. */
      heading: string
      error: string
      /** Server field errors (signup), each shown to the shopper. */
      errors: string[]
      needsSignup?: boolean
      userExists?: boolean
      isGoogleAccount?: boolean
      userInfo?: GoogleUserInfo
    }
