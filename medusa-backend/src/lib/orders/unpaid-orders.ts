import type { MedusaContainer } from "@medusajs/framework/types"
import { META } from "./metadata"
import { hasPaymentRecord } from "./payment-record"
import { readOrders } from "./read-orders"

/**
 * Unpaid orders: placed, payment neither captured nor voided. Those without a
 * payment reference get one reminder after UNPAID_REMINDER_HOURS and are
 * cancelled after UNPAID_EXPIRY_HOURS. Those with a reference wait for the
 * operator to find the credit, but not forever: any 12 digits pass the
 * format check, so a made-up reference would otherwise hold the stock for
 * good. They get a reminder a day before and are cancelled UNPAID_REFERENCE_DAYS
 * after placement (counted from placement, not from the reference, so
 * replacing the reference does not extend the hold).
 */
export const PAYMENT_NOT_RECEIVED = "Payment not received"

export type UnpaidOrderSettings = { reminderHours: number; expiryHours: number; referenceDays: number }

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return value !== undefined && value.trim() !== "" && Number.isFinite(n) && n > 0 ? n : fallback
}

/** Hours and days may be fractions (tests use seconds' worth); nonsense falls back to the defaults 12 h, 48 h and 5 days. */
export function unpaidOrderSettings(env: NodeJS.ProcessEnv = process.env): UnpaidOrderSettings {
  return {
    reminderHours: positive(env.UNPAID_REMINDER_HOURS, 12),
    expiryHours: positive(env.UNPAID_EXPIRY_HOURS, 48),
    referenceDays: positive(env.UNPAID_REFERENCE_DAYS, 5),
  }
}

/** Age at which a referenced order is cancelled. */
export const referenceExpiryMs = (settings: UnpaidOrderSettings) => settings.referenceDays * DAY_MS

/** Age of a referenced order's reminder: a day before its cancellation (half-way when the whole wait is shorter than two days). */
export const referenceReminderMs = (settings: UnpaidOrderSettings) =>
  referenceExpiryMs(settings) - Math.min(DAY_MS, referenceExpiryMs(settings) / 2)

/** The youngest age at which the job has anything to do with an order. */
export const firstActionMs = (settings: UnpaidOrderSettings) => Math.min(settings.reminderHours * HOUR_MS, referenceReminderMs(settings))

type PaymentRow = { id: string; captured_at?: unknown; canceled_at?: unknown }

type UnpaidOrderRow = {
  id: string
  created_at: string | Date
  metadata?: Record<string, unknown> | null
  payment_collections?: ({ payments?: (PaymentRow | null)[] | null } | null)[] | null
}

type UnpaidAction = "expire" | "remind" | "remind-reference" | "wait" | "none"

/** What the job does with one unpaid order now. Pure, so the rules are unit-tested. */
export function unpaidOrderAction(
  order: { createdAt: Date; paymentReference: string | null; remindedAt: string | null; referenceRemindedAt?: string | null },
  settings: UnpaidOrderSettings,
  now: Date
): UnpaidAction {
  const age = now.getTime() - order.createdAt.getTime()
  if (order.paymentReference) {
    // No confirmed credit within the reference wait: the reference was wrong or made up.
    if (age >= referenceExpiryMs(settings)) return "expire"
    if (age >= referenceReminderMs(settings) && !order.referenceRemindedAt) return "remind-reference"
    return "wait"
  }
  if (age >= settings.expiryHours * HOUR_MS) return "expire"
  if (age >= settings.reminderHours * HOUR_MS && !order.remindedAt) return "remind"
  return "none"
}

function isUnpaid(order: UnpaidOrderRow): boolean {
  if (!hasPaymentRecord(order)) return false // an interrupted checkout: recover-interrupted-checkouts handles it
  const payments = (order.payment_collections ?? []).flatMap((pc) => pc?.payments ?? []).filter((p): p is PaymentRow => !!p)
  return payments.every((p) => !p.captured_at && !p.canceled_at)
}

/** Medusa-pending (not canceled, not completed) orders still waiting for their money, oldest first. */
export async function listUnpaidOrders(
  container: MedusaContainer,
  options: { createdBefore?: Date; ids?: string[] } = {}
): Promise<UnpaidOrderRow[]> {
  const { createdBefore, ids } = options
  const orders = await readOrders<UnpaidOrderRow>(container, {
    fields: [
      "id",
      "created_at",
      "metadata",
      "payment_collections.payments.id",
      "payment_collections.payments.captured_at",
      "payment_collections.payments.canceled_at",
    ],
    filters: {
      status: "pending",
      is_draft_order: false,
      ...(createdBefore ? { created_at: { $lte: createdBefore } } : {}),
      ...(ids ? { id: ids } : {}),
    },
    pagination: { order: { created_at: "ASC" } },
  })
  return orders.filter(isUnpaid)
}

type UnpaidOrderCounts = {
  /** No reference yet: the shopper still has to pay. */
  awaitingPayment: number
  /** A reference was submitted: the operator has to check the statement. */
  paymentSubmitted: number
  /** Placed time of the oldest order of each kind (ISO), null when none. */
  oldestAwaitingPaymentAt: string | null
  oldestPaymentSubmittedAt: string | null
}

export async function unpaidOrderCounts(container: MedusaContainer): Promise<UnpaidOrderCounts> {
  const orders = await listUnpaidOrders(container)
  const submitted = orders.filter((o) => !!o.metadata?.[META.paymentReference])
  const awaiting = orders.filter((o) => !o.metadata?.[META.paymentReference])
  const oldest = (list: UnpaidOrderRow[]) => (list[0] ? new Date(list[0].created_at).toISOString() : null)
  return {
    awaitingPayment: awaiting.length,
    paymentSubmitted: submitted.length,
    oldestAwaitingPaymentAt: oldest(awaiting),
    oldestPaymentSubmittedAt: oldest(submitted),
  }
}
