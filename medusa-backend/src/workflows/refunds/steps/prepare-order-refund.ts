import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { checkPayee, type RefundPayee } from "@sugandh/contract"
import { conflict, invalidInput, notFound } from "../../../lib/errors"
import { isManualProvider, isMoneyAmount, readOrderPayments, refundablePayment } from "../../../lib/refunds/refundable"
import { REFUND_SOURCE_KINDS, refundSourceKey, type RefundSource } from "../../../lib/refunds/source"
import { REFUND_DUE_MODULE } from "../../../modules/refund-due"
import type RefundDueModuleService from "../../../modules/refund-due/service"

export type PrepareOrderRefundInput = { order_id: string; amount: number; source: RefundSource; refund_to?: RefundPayee | null }

export type PreparedOrderRefund = {
  order_id: string
  payment_id: string
  amount: number
  source: RefundSource
  source_key: string
  /** A manual payment (UPI QR, bank transfer, COD): the refund waits "due" for the operator. */
  manual: boolean
  payee: RefundPayee | null
}

const payeeColumns = (payee: RefundPayee | null) =>
  !payee
    ? { payee_kind: null, upi_id: null, account_name: null, account_number: null, ifsc: null }
    : "upiId" in payee
      ? { payee_kind: "upi" as const, upi_id: payee.upiId, account_name: null, account_number: null, ifsc: null }
      : {
          payee_kind: "bank" as const,
          upi_id: null,
          account_name: payee.accountName,
          account_number: payee.accountNumber,
          ifsc: payee.ifsc,
        }

export { payeeColumns }

/**
 * The refusals of the refund entry point, before anything is written (runs
 * under the order's lock): a source already refunded (409), an amount that is
 * not rupees and paise or above what the order's payments captured less what
 * was refunded or is due (400 on `amount`), a manual payment's refund without
 * a payee of the right shape (400 on `refundTo.*`). Read-only; answers which
 * payment the refund is recorded on and whether it waits for the operator.
 */
export const prepareOrderRefundStep = createStep(
  "prepare-order-refund",
  async (input: PrepareOrderRefundInput, { container }): Promise<StepResponse<PreparedOrderRefund>> => {
    const { source } = input
    if (!REFUND_SOURCE_KINDS.includes(source?.kind) || typeof source.id !== "string" || !source.id.trim()) {
      throw invalidInput("A refund needs its source: a return, RTO, cancellation or exchange difference by id", [
        { msg: "Unknown refund source", path: "source" },
      ])
    }
    if (!isMoneyAmount(input.amount)) {
      throw invalidInput("The amount must be more than ₹0 in rupees and paise", [
        { msg: "Enter an amount like 499 or 499.50", path: "amount" },
      ])
    }
    const dues = container.resolve<RefundDueModuleService>(REFUND_DUE_MODULE)
    const sourceKey = refundSourceKey(source)
    const [existing] = await dues.listRefundDues({ source_key: sourceKey }, { take: 1 })
    if (existing) {
      throw conflict(`This ${source.kind} has already been refunded (${existing.state})`, { refundId: existing.id })
    }

    const payments = await readOrderPayments(container, input.order_id)
    if (!payments) throw notFound("Order not found")
    const open = await dues.listRefundDues({ order_id: input.order_id, state: "due" })
    const dueByPayment: Record<string, number> = {}
    for (const d of open) dueByPayment[d.payment_id] = (dueByPayment[d.payment_id] ?? 0) + Number(d.amount)
    const chosen = refundablePayment(payments, dueByPayment)
    const available = chosen?.available ?? 0
    if (!chosen || input.amount > available) {
      throw invalidInput(
        `At most ₹${available.toFixed(2)} can be refunded: what was paid less what was refunded or is due`,
        [{ msg: `At most ₹${available.toFixed(2)}`, path: "amount" }],
        { available }
      )
    }

    const manual = isManualProvider(chosen.payment.providerId)
    let payee: RefundPayee | null = null
    if (manual) {
      // An RTO's refund is recorded when the parcel is back, with no shopper at hand to give an
      // account: it waits "due" without a payee until the operator gets one and pays it.
      if (!input.refund_to && source.kind !== "rto") {
        throw invalidInput("A UPI ID or a bank account is needed to send this refund", [
          { msg: "Enter a UPI ID or a bank account and IFSC", path: "refundTo" },
        ])
      }
      if (input.refund_to) {
        const checked = checkPayee(input.refund_to)
        if ("errors" in checked) throw invalidInput("Check the refund's UPI ID or bank account", checked.errors)
        payee = checked.payee
      }
    }
    return new StepResponse({
      order_id: input.order_id,
      payment_id: chosen.payment.id,
      amount: input.amount,
      source,
      source_key: sourceKey,
      manual,
      payee,
    })
  }
)
