/** Where a manual payment's data records that the shop has seen its money (written by lib/payments/money-received, read by capture). */
export const MONEY_RECEIVED = { at: "received_at", by: "received_by" } as const

export const CAPTURE_BEFORE_MONEY_MESSAGE =
  "The shop has not seen this payment's money yet. Use Confirm payment on the order (its Sugandh panel) once the transfer is in the bank statement, or Cash collected once the courier has remitted the cash on delivery."

export function moneyReceived(data: Record<string, unknown> | null | undefined): boolean {
  return typeof data?.[MONEY_RECEIVED.at] === "string"
}
