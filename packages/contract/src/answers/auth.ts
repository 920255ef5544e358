import { z } from "zod"
import { isoDate } from "./common.js"

export const RoleSchema = z.enum(["customer", "admin"])
export type Role = z.infer<typeof RoleSchema>

export const AddressDetailsSchema = z.object({ street: z.string(), city: z.string(), state: z.string(), zipCode: z.string() })
export type AddressDetails = z.infer<typeof AddressDetailsSchema>

/** The user object of every /api answer that carries one. Never holds secrets. */
export const UserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** One line of text (what the profile shows). */
  address: z.string(),
  /** The same address split for the checkout prefill, or null. */
  addressDetails: AddressDetailsSchema.nullable(),
  role: RoleSchema,
  isEmailVerified: z.boolean(),
  isGoogleAccount: z.boolean(),
  profilePicture: z.string().optional(),
  /** A new login e-mail waiting for its verification link; `email` stays the login until then. */
  pendingEmail: z.string().optional(),
  /** A business buyer's GSTIN and registered name; absent when none. */
  gstin: z.string().optional(),
  businessName: z.string().optional(),
  createdAt: isoDate,
})
export type User = z.infer<typeof UserSchema>

/** Sign-up, sign-in, Google, e-mail verification and password reset: a bearer token, the user and a message. */
export const SessionAnswerSchema = z.object({ token: z.string(), user: UserSchema, message: z.string() })
export type SessionAnswer = z.infer<typeof SessionAnswerSchema>

/** GET /api/auth/me */
export const MeAnswerSchema = z.object({ user: UserSchema })
export type MeAnswer = z.infer<typeof MeAnswerSchema>

/** PUT /api/auth/profile */
export const ProfileAnswerSchema = z.object({ user: UserSchema, message: z.string() })
export type ProfileAnswer = z.infer<typeof ProfileAnswerSchema>

/** PUT /api/auth/change-password: the old tokens are revoked, so a new one comes back. */
export const ChangePasswordAnswerSchema = z.object({ message: z.string(), token: z.string() })
export type ChangePasswordAnswer = z.infer<typeof ChangePasswordAnswerSchema>

/** Google's profile, sent back with a refusal that asks the shopper to sign up (USER_NOT_FOUND) or log in. */
export const GoogleUserInfoSchema = z.object({
  email: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  name: z.string().optional(),
  // The backend sends null when Google gives no picture (medusa-backend lib/auth/google-api.ts).
  picture: z.string().nullable().optional(),
})
export type GoogleUserInfo = z.infer<typeof GoogleUserInfoSchema>
