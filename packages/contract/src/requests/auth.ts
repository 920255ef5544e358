import { z } from "zod"
import { LENGTHS } from "../rules/lengths.js"
import { parseBusinessBuyer } from "../rules/business-buyer.js"

/** Request bodies of /api/auth: accounts, sign-in, e-mail verification, password reset, profile. */

/** A string field with "X is required" / "X must be text" messages. */
const text = (label: string) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`) })

/** Trimmed and lower-cased, then checked (issue rule: e-mails are compared that way). */
const email = (requiredMessage = "Email is required") =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? requiredMessage : "Email must be text") })
    .trim()
    .toLowerCase()
    .pipe(
      z.string().min(1, requiredMessage).max(LENGTHS.emailMax, "Email is too long").pipe(z.email("Please provide a valid email address"))
    )

const name = (label: string) =>
  text(label).trim().min(1, `${label} is required`).max(LENGTHS.nameMax, `${label} must be at most ${LENGTHS.nameMax} characters`)

const newPassword = (label: string, tooShort: string) =>
  text(label).min(LENGTHS.passwordMin, tooShort).max(LENGTHS.passwordMax, `${label} must be at most ${LENGTHS.passwordMax} characters`)

export const RegisterBody = z.object({
  firstName: name("First name"),
  lastName: name("Last name"),
  email: email(),
  password: newPassword("Password", "Password must be at least 6 characters long"),
})

export const LoginBody = z.object({
  email: email(),
  password: text("Password").min(1, "Password is required").max(128, "Password must be at most 128 characters"),
})

export const GoogleTokenBody = z.object({
  idToken: text("Google ID token").min(1, "Google ID token is required").max(8192, "Google ID token is too long"),
})

const token = (label: string) => text(label).trim().min(1, `${label} is required`).max(200, `Invalid ${label.toLowerCase()}`)

export const VerifyEmailBody = z.object({ token: token("Verification token") })

export const EmailOnlyBody = z.object({ email: email("Please enter your email address") })

export const ResetPasswordBody = z
  .object({
    token: token("Reset token"),
    password: newPassword("Password", "Password must be at least 6 characters long"),
    confirmPassword: text("Password confirmation"),
  })
  .refine((b) => b.password === b.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] })

const addressPart = (label: string) => text(label).trim().max(100, `${label} must be at most 100 characters`).optional()

/** The profile address: one line of text, or the checkout's object; null or "" clears it. */
const Address = z.union(
  [
    text("Address").trim().max(300, "Address must be at most 300 characters"),
    z.object({
      street: addressPart("Street"),
      city: addressPart("City"),
      state: addressPart("State"),
      zipCode: addressPart("ZIP code"),
    }),
    z.null(),
  ],
  { error: "Address must be text or an object with street, city, state and zipCode" }
)

export const ProfileBody = z
  .object({
    firstName: name("First name"),
    lastName: name("Last name"),
    email: email(),
    phone: z
      .union(
        [
          text("Phone")
            .trim()
            .max(20, "Phone must be at most 20 characters")
            .regex(/^[0-9+()\-\s]*$/, "Please provide a valid phone number"),
          z.null(),
        ],
        {
          error: "Phone must be text",
        }
      )
      .optional(),
    address: Address.optional(),
    /** Asked only when the e-mail changes on an account that signs in with a password. */
    currentPassword: text("Current password").max(128, "Current password is incorrect").optional(),
    /** A business buyer's GSTIN and registered name (both, or null/"" for neither), offered at checkout for a B2B invoice. */
    gstin: z.union([text("GSTIN").trim().max(20, "GSTIN must be 15 characters"), z.null()]).optional(),
    businessName: z
      .union([
        text("Business name").trim().max(LENGTHS.businessNameMax, `Business name must be at most ${LENGTHS.businessNameMax} characters`),
        z.null(),
      ])
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.gstin === undefined && body.businessName === undefined) return
    const business = parseBusinessBuyer({ gstin: body.gstin ?? "", businessName: body.businessName ?? "" })
    if (!business.ok) for (const e of business.errors) ctx.addIssue({ code: "custom", message: e.msg, path: [e.path] })
  })

export const ChangePasswordBody = z.object({
  currentPassword: text("Current password").min(1, "Current password is required").max(128, "Current password is incorrect"),
  newPassword: newPassword("New password", "New password must be at least 6 characters"),
})

export type RegisterBody = z.infer<typeof RegisterBody>
export type LoginBody = z.infer<typeof LoginBody>
export type GoogleTokenBody = z.infer<typeof GoogleTokenBody>
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>
export type EmailOnlyBody = z.infer<typeof EmailOnlyBody>
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>
export type ProfileBody = z.infer<typeof ProfileBody>
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>
