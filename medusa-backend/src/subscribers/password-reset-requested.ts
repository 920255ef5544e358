import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { PASSWORD_RESET_REQUESTED_EVENT, sendPasswordResetIfAccount, type PasswordResetRequested } from "../lib/auth/password-reset"

/** Forgot-password's work, after its answer has left (lib/auth/password-reset.ts). */
export default async function passwordResetRequested({ event, container }: SubscriberArgs<PasswordResetRequested>) {
  await sendPasswordResetIfAccount(container, event.data.email)
}

export const config: SubscriberConfig = { event: PASSWORD_RESET_REQUESTED_EVENT }
