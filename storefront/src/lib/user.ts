/**
 * The signed-in person's fields that auth, the profile and the operator
 * dashboard read alike (see medusa-backend lib/auth/user.ts); features may
 * not import each other, so they share these from here.
 */
/** Each role as the operator's dashboard words it. */
export const ROLE_LABELS = { customer: "Customer", admin: "Admin" } as const
export type Role = keyof typeof ROLE_LABELS
export const ROLES = Object.keys(ROLE_LABELS) as Role[]

/** Who a person is, as every view of an account shows it. */
export type UserBase = {
  id: string
  firstName: string
  lastName: string
  name: string
  email: string
  phone: string
  /** One line of text, as the profile shows it. */
  address: string
  role: Role
  isEmailVerified: boolean
  isGoogleAccount: boolean
  createdAt: string
}
