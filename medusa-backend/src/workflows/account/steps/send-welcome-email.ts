import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { sendEmail } from "../../../lib/email"

/** The welcome e-mail after a first verification. Last step of its workflow: a sent e-mail cannot be taken back. */
export const sendWelcomeEmailStep = createStep(
  "account-send-welcome-email",
  async (input: { customer_id: string; email: string; first_name: string | null }, { container }) => {
    await sendEmail(container, {
      to: input.email,
      template: "welcome",
      data: { firstName: input.first_name },
      receiverId: input.customer_id,
      trigger: "auth.verify-email",
    })
    return new StepResponse(true)
  }
)
