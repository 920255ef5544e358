import type { Role, User } from "@sugandh/contract"

/**
 * The signed-in person's fields that auth, the profile and the operator
 * dashboard read alike (see medusa-backend lib/auth/user.ts); features may
 * not import each other, so they share these from here.
 */
/** Each role as the operator's dashboard words it. */
export const ROLE_LABELS = { customer: "Customer", admin: "Admin" } as const satisfies Record<Role, string>
export type { Role }
/** The contract's roles, in its order (a plain list: the schema would bring zod to every page). */
export const ROLES = Object.keys(ROLE_LABELS) as Role[]

/** Who a person is, as every view of an account shows it: the contract's user fields. */
export type UserBase = Pick<
  User,
  "id" | "firstName" | "lastName" | "name" | "email" | "phone" | "address" | "role" | "isEmailVerified" | "isGoogleAccount" | "createdAt"
>
