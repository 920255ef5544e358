import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { storeSettings } from "./settings"
import { renderContactConfirmation, renderContactInboxCopy, type ContactEmailData } from "./contact-templates"

const CONTACT_CONFIRMATION_TEMPLATE = "contact-confirmation"
const CONTACT_INBOX_TEMPLATE = "contact-inbox"

/**
 * Sends the shopper's confirmation and the inbox copy through the Notification
 * module (which stores both). Failures are logged, never thrown: the message is
 * already saved and the team will see it. Returns whether each was handed over.
 */
export async function sendContactEmails(
  container: MedusaContainer,
  input: { confirmationTo: string; customerId?: string | null; data: ContactEmailData }
): Promise<{ confirmationSent: boolean; inboxSent: boolean }> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const notifications = container.resolve(Modules.NOTIFICATION)
  const store = storeSettings()

  const send = async (to: string, template: string, content: ReturnType<typeof renderContactConfirmation>) => {
    try {
      await notifications.createNotifications({
        to,
        channel: "email",
        template,
        data: { ...input.data },
        content,
        receiver_id: input.customerId ?? null,
        trigger_type: "contact.submitted",
        resource_id: input.data.messageId,
        resource_type: "contact_message",
      })
      return true
    } catch (e) {
      logger.error(`Could not send the "${template}" e-mail to ${to}: ${(e as Error).message}`)
      return false
    }
  }

  const [confirmationSent, inboxSent] = await Promise.all([
    send(input.confirmationTo, CONTACT_CONFIRMATION_TEMPLATE, renderContactConfirmation(input.data, store)),
    send(store.storeEmail, CONTACT_INBOX_TEMPLATE, renderContactInboxCopy(input.data, store)),
  ])
  return { confirmationSent, inboxSent }
}
