import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { PaymentWebhookEvents } from "@medusajs/framework/utils"
import { readRazorpayWebhook } from "../modules/providers/payment-razorpay/webhook"
import { razorpayOptionsFromEnv } from "../modules/providers/payment-razorpay/settings"
import { settleGatewayRefundWorkflow } from "../workflows/payment/settle-gateway-refund"

type WebhookEvent = { provider?: string; payload?: { rawData?: unknown; headers?: Record<string, unknown> } }

/** Medusa's hook route names the provider by its id without the pp_ prefix (/hooks/payment/razorpay_sugandh). */
const RAZORPAY_HOOK = "razorpay_sugandh"

/**
 * Medusa's webhook subscriber only captures or fails sessions; a processed
 * refund has no Medusa action, so this one reads the same signed body and
 * settles the refund on the payment (a bad signature changes nothing: the
 * provider already logs it).
 */
export default async function razorpayRefundProcessed({ event, container }: SubscriberArgs<WebhookEvent>) {
  if (event.data?.provider !== RAZORPAY_HOOK) return
  const webhook = readRazorpayWebhook({
    rawBody: event.data.payload?.rawData,
    signature: event.data.payload?.headers?.["x-razorpay-signature"],
    secret: razorpayOptionsFromEnv()?.webhook_secret ?? null,
  })
  if (webhook.kind !== "refund_processed") return
  await settleGatewayRefundWorkflow(container).run({
    input: {
      gatewayPaymentId: webhook.paymentId,
      refundId: webhook.refundId,
      amountPaise: webhook.amountPaise,
      processedAt: webhook.createdAt ?? new Date().toISOString(),
    },
  })
}

export const config: SubscriberConfig = {
  event: PaymentWebhookEvents.WebhookReceived,
  context: { subscriberId: "razorpay-refund-processed" },
}
