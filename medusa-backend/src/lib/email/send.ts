import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { devEmailLogLine, emailsGoToLog } from "./dev-log"
import { storeSettings } from "./settings"
import { renderEmail, type EmailTemplateName, type EmailTemplates } from "./templates"

export type SendEmailInput<K extends EmailTemplateName> = {
  to: string
  template: K
  data: EmailTemplates[K]
  /** Who the message is about (customer id), stored on the notification. */
  receiverId?: string
  /** What triggered it, e.g. "auth.register"; stored on the notification. */
  trigger?: string
}

/**
 * Template data that only the rendered e-mail may carry (verification and
 * reset tokens): the stored notification's `data` and whatever a provider
 * logs (the local provider logs `data`) never hold them.
 */
const SECRET_FIELDS = ["token"] as const

export function storableData(data: object): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...(data as Record<string, unknown>) }
  for (const field of SECRET_FIELDS) delete copy[field]
  return copy
}

/**
 * Renders a template and hands it to the Notification module (channel "email"),
 * which stores it and calls the configured provider (SMTP or the local logger).
 * A delivery failure is logged and reported as false, never thrown: an account
 * operation should not fail because the mail server is down.
 */
export async function sendEmail<K extends EmailTemplateName>(container: MedusaContainer, input: SendEmailInput<K>): Promise<boolean> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  try {
    const notifications = container.resolve(Modules.NOTIFICATION)
    const content = renderEmail(input.template, input.data, storeSettings())
    await notifications.createNotifications({
      to: input.to,
      channel: "email",
      template: input.template,
      data: storableData(input.data),
      content,
      receiver_id: input.receiverId ?? null,
      trigger_type: input.trigger ?? null,
    })
    // Development without a mail server: the links (verification, reset, COD confirmation) in the log.
    if (emailsGoToLog()) logger.info(devEmailLogLine(input.to, input.template, content))
    return true
  } catch (e) {
    logger.error(`Could not send the "${input.template}" e-mail to ${input.to}: ${(e as Error).message}`)
    return false
  }
}
