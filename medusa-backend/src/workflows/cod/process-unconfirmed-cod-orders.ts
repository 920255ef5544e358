import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { eachUnderItsLock } from "../../lib/jobs/each-under-lock"
import { listUnconfirmedCodOrders } from "../../lib/cod/cod-orders"
import { COD_MESSAGES } from "../../lib/cod/settings"
import { cancelShopOrderWorkflow } from "../order-admin/cancel-order"
import { returnCouponUsage } from "../payment/process-unpaid-orders"

const HOUR_MS = 60 * 60 * 1000

type UnconfirmedCodResult = { expired: number; skipped: number; busy: number }

/** The job's own per-order lock: two workers never handle one order at once. */
const codExpiryLockKey = (orderId: string) => `cod-expiry:${orderId}`

/**
 * One run of the COD confirmation expiry: every cash-on-delivery order nobody
 * confirmed within COD_CONFIRM_HOURS is cancelled with "Not confirmed" through
 * the operators' cancel workflow (reservations released, payment voided,
 * order.canceled -> e-mail), then its coupon use is given back. As the unpaid
 * UPI job: each order under its own lock and re-read under it, so two workers
 * at once cancel it once; an order whose lock is held waits for the next run;
 * a confirmation that won the order's lock first is never undone.
 */
export async function processUnconfirmedCodOrders(
  container: MedusaContainer,
  settings: { confirmHours: number },
  now: Date = new Date()
): Promise<UnconfirmedCodResult> {
  const result: UnconfirmedCodResult = { expired: 0, skipped: 0, busy: 0 }
  const due = await listUnconfirmedCodOrders(container, { createdBefore: new Date(now.getTime() - settings.confirmHours * HOUR_MS) })
  await eachUnderItsLock(
    container,
    due,
    { lockKey: codExpiryLockKey, expected: /confirmed meanwhile|already cancelled|cannot be cancelled|cancelled; its status/i },
    async (candidate) => {
      const [order] = await listUnconfirmedCodOrders(container, { ids: [candidate.id] })
      if (!order) return // confirmed, cancelled or gone since the list was read
      await cancelShopOrderWorkflow(container).run({
        input: { order_id: order.id, cancelled_by: "system", reason: COD_MESSAGES.notConfirmed, unless_cod_confirmed: true },
      })
      result.expired++
      try {
        await returnCouponUsage(container, order.id)
      } catch (error) {
        container
          .resolve(ContainerRegistrationKeys.LOGGER)
          .warn(`COD order ${order.id} expired, but its coupon use could not be given back: ${(error as Error).message}`)
      }
    },
    (outcome) => {
      if (outcome === "busy") result.busy++
      if (outcome === "expected") result.skipped++
    }
  )
  return result
}
