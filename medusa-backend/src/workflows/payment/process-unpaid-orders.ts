import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { eachUnderItsLock } from "../../lib/jobs/each-under-lock"
import { sendOrderEmail } from "../../lib/email/order-send"
import { META } from "../../lib/orders/metadata"
import { loadOrderView } from "../../lib/orders/queries"
import { readOrder } from "../../lib/orders/read-orders"
import {
  firstActionMs,
  listUnpaidOrders,
  PAYMENT_NOT_RECEIVED,
  referenceExpiryMs,
  unpaidOrderAction,
  type UnpaidOrderSettings,
} from "../../lib/orders/unpaid-orders"
import { paymentOffer } from "../../lib/orders/payment-instructions"
import { cancelShopOrderWorkflow } from "../order-admin/cancel-order"
import { orderLockKey } from "../../lib/orders/order-lock"

const HOUR_MS = 60 * 60 * 1000

type UnpaidOrdersResult = { reminded: number; expired: number; waiting: number; busy: number }

/** The job's own per-order lock: two workers never handle one order at once. */
const unpaidOrderJobLockKey = (orderId: string) => `unpaid-orders:${orderId}`

type AdjustmentRow = { code?: string | null; amount?: unknown }
type PromotionRow = {
  customer_id?: string | null
  email?: string | null
  items?: ({ adjustments?: (AdjustmentRow | null)[] | null } | null)[] | null
  shipping_methods?: ({ adjustments?: (AdjustmentRow | null)[] | null } | null)[] | null
}

/**
 * Gives the coupon use back with Medusa's Promotion module (revertUsage, the
 * compensation of the registerUsage that cart completion ran): the same
 * computed actions, from the order's adjustments. Medusa's cancelOrderWorkflow
 * does not do it itself.
 */
export async function returnCouponUsage(container: MedusaContainer, orderId: string): Promise<void> {
  const order = await readOrder<PromotionRow>(container, orderId, [
    "customer_id",
    "email",
    "items.adjustments.code",
    "items.adjustments.amount",
    "shipping_methods.adjustments.code",
    "shipping_methods.adjustments.amount",
  ])
  if (!order) return
  const actions = [...(order.items ?? []), ...(order.shipping_methods ?? [])]
    .flatMap((line) => line?.adjustments ?? [])
    .filter((a): a is AdjustmentRow & { code: string } => !!a?.code)
    .map((a) => ({ code: a.code, amount: a.amount as number }))
  if (!actions.length) return
  await container
    .resolve(Modules.PROMOTION)
    .revertUsage(actions, { customer_id: order.customer_id ?? null, customer_email: order.email ?? null })
}

/**
 * One reminder e-mail per kind: "order-payment-reminder" (no reference yet, before UNPAID_EXPIRY_HOURS) or
 * "order-reference-reminder" (the reference matched no credit, a day before UNPAID_REFERENCE_DAYS).
 */
async function remind(
  container: MedusaContainer,
  orderId: string,
  settings: UnpaidOrderSettings,
  kind: "payment" | "reference"
): Promise<boolean> {
  const order = await loadOrderView(container, orderId)
  if (!order) return false
  const { payment, whatsappUrl } = paymentOffer(order, "qr-code")
  const placedAt = new Date(order.createdAt).getTime()
  const expiresAt = new Date(placedAt + (kind === "payment" ? settings.expiryHours * HOUR_MS : referenceExpiryMs(settings))).toISOString()
  const sent = await sendOrderEmail(
    container,
    kind === "payment" ? "order-payment-reminder" : "order-reference-reminder",
    { order, payment, whatsappUrl, expiresAt },
    "unpaid-orders"
  )
  if (!sent) return false
  const marker = kind === "payment" ? META.paymentReminderAt : META.paymentReferenceReminderAt
  // Under the operators' order lock, so the metadata write never races a confirm or cancel's write.
  await container.resolve(Modules.LOCKING).execute(
    orderLockKey(orderId),
    async () => {
      const orders = container.resolve(Modules.ORDER)
      const current = await orders.retrieveOrder(orderId, { select: ["id", "metadata"] })
      await orders.updateOrders(orderId, {
        metadata: { ...(current.metadata ?? {}), [marker]: new Date().toISOString() },
      })
    },
    { timeout: 10 }
  )
  return true
}

async function expire(container: MedusaContainer, orderId: string, settings: UnpaidOrderSettings, now: Date): Promise<void> {
  // Medusa's cancellation (reservations released, payment voided, order.canceled -> e-mail), through
  // the same workflow operators use, so every hook on cancellation applies. It re-checks under the
  // order lock that no reference arrived meanwhile, unless the order is past the reference wait too.
  await cancelShopOrderWorkflow(container).run({
    input: {
      order_id: orderId,
      cancelled_by: "system",
      reason: PAYMENT_NOT_RECEIVED,
      unless_payment_reference: true,
      reference_placed_by: new Date(now.getTime() - referenceExpiryMs(settings)).toISOString(),
    },
  })
  try {
    await returnCouponUsage(container, orderId)
  } catch (error) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .warn(`Order ${orderId} expired, but its coupon use could not be given back: ${(error as Error).message}`)
  }
}

/**
 * One run of the unpaid-order job: reminds and expires what is due. Each order
 * is handled under its own lock and re-read under it, so two workers running
 * at once neither remind twice nor cancel twice; an order whose lock is held
 * is left for the next run.
 */
export async function processUnpaidOrders(
  container: MedusaContainer,
  settings: UnpaidOrderSettings,
  now: Date = new Date()
): Promise<UnpaidOrdersResult> {
  const result: UnpaidOrdersResult = { reminded: 0, expired: 0, waiting: 0, busy: 0 }
  const due = await listUnpaidOrders(container, { createdBefore: new Date(now.getTime() - firstActionMs(settings)) })
  await eachUnderItsLock(
    container,
    due,
    { lockKey: unpaidOrderJobLockKey, expected: /payment reference was submitted|already cancelled|cannot be cancelled/i },
    async (candidate) => {
      const [order] = await listUnpaidOrders(container, { ids: [candidate.id] })
      if (!order) return // paid, cancelled or gone since the list was read
      const metadata = order.metadata ?? {}
      const action = unpaidOrderAction(
        {
          createdAt: new Date(order.created_at),
          paymentReference: typeof metadata[META.paymentReference] === "string" ? (metadata[META.paymentReference] as string) : null,
          remindedAt: typeof metadata[META.paymentReminderAt] === "string" ? (metadata[META.paymentReminderAt] as string) : null,
          referenceRemindedAt:
            typeof metadata[META.paymentReferenceReminderAt] === "string" ? (metadata[META.paymentReferenceReminderAt] as string) : null,
        },
        settings,
        now
      )
      if (action === "wait") result.waiting++
      if (action === "remind" && (await remind(container, order.id, settings, "payment"))) result.reminded++
      if (action === "remind-reference" && (await remind(container, order.id, settings, "reference"))) result.reminded++
      if (action === "expire") {
        await expire(container, order.id, settings, now)
        result.expired++
      }
    },
    (outcome) => {
      if (outcome === "busy") result.busy++
      if (outcome === "expected") result.waiting++
    }
  )
  return result
}
