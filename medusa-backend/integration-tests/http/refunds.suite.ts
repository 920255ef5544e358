import { Modules } from "@medusajs/framework/utils"
import { updateRegionsWorkflow } from "@medusajs/medusa/core-flows"
import { ErrorAnswerSchema, PAYEE_MESSAGES } from "@sugandh/contract"
import type { TestSuite } from "../helpers/runner"
import { checkAnswersAgainstContract } from "../helpers/contract-check"
import { eventually } from "../helpers/medusa-admin-sdk"
import { ADMIN, SHOPPER, as, capture, login, placeOrder, storeHeaders } from "../helpers/admin"
import { runSeed, type SeedResult } from "../../src/scripts/seed"
import { forgetStoreContext } from "../../src/lib/catalogue/store-context"
import { isDomainError } from "../../src/lib/errors"
import { contractAnswer } from "../../src/api/utils/error-answer"
import { RETURN_REASONS, reasonFlags } from "../../src/lib/returns/policy"
import { INVOICE_MODULE } from "../../src/modules/invoice"
import type InvoiceModuleService from "../../src/modules/invoice/service"
import { REFUND_DUE_MODULE } from "../../src/modules/refund-due"
import type RefundDueModuleService from "../../src/modules/refund-due/service"
import { refundOrderWorkflow, type RefundOrderInput } from "../../src/workflows/refunds/refund-order"

/**
 * Issue 45, first step: the return reasons the seed makes, and D2's refund
 * entry point for the shop's manual payments: a refund due with its payee,
 * one per source, never more than was paid, paid by the operator with the
 * bank's UTR through Medusa's refund (and so its credit note).
 */
export const refundsSuite: TestSuite = ({ api, getContainer }) => {
  let seeded: SeedResult
  let adminToken: string
  let n = 0

  checkAnswersAgainstContract(() => api)

  beforeAll(async () => {
    forgetStoreContext()
    seeded = await runSeed(getContainer(), { ...process.env, NODE_ENV: "test" })
    adminToken = await login(api, ADMIN)
  })

  const dues = () => getContainer().resolve<RefundDueModuleService>(REFUND_DUE_MODULE)
  const docs = (orderId: string) =>
    getContainer()
      .resolve<InvoiceModuleService>(INVOICE_MODULE)
      .listTaxDocuments({ order_id: orderId }, { order: { issued_at: "ASC" } })
  const refundsOf = (paymentId: string) => getContainer().resolve(Modules.PAYMENT).listRefunds({ payment_id: paymentId })

  /** A UPI order whose money the shop has seen and captured, with its invoice issued. */
  const paidOrder = async () => {
    const order = await placeOrder(api, getContainer(), seeded, [{ catalogueId: "A1", quantity: 2 }])
    await capture(getContainer(), order.paymentId)
    await eventually(
      () => docs(order.orderId),
      (found) => found.length >= 1
    )
    return order
  }
  const source = (kind: RefundOrderInput["source"]["kind"] = "return") => ({ kind, id: `ret_test_${++n}` })
  const refundOrder = (input: RefundOrderInput) => refundOrderWorkflow(getContainer()).run({ input })
  /** The refusal a workflow run throws, as the /api error handler answers it. */
  const refusal = async (input: RefundOrderInput) => {
    try {
      await refundOrder(input)
    } catch (e) {
      if (!isDomainError(e)) throw e
      const answer = contractAnswer(e)
      expect(ErrorAnswerSchema.safeParse(answer.body).success).toBe(true)
      return answer
    }
    throw new Error("expected a refusal")
  }

  it("the seed makes the five return reasons as Medusa return reasons, once; the policy gives each its flags", async () => {
    const { data } = await api.get("/store/return-reasons", storeHeaders(seeded))
    const values = (data.return_reasons as { value: string; label: string }[]).map((r) => r.value).sort()
    expect(values).toEqual(RETURN_REASONS.map((r) => r.value).sort())
    const damaged = (data.return_reasons as { value: string; label: string }[]).find((r) => r.value === "damaged-in-transit")
    expect(damaged?.label).toBe("Damaged or leaked in transit")
    expect(reasonFlags("damaged-in-transit")).toEqual({ photosRequired: true, refundsShipping: true, chargesPickupFee: false })
    expect(reasonFlags("changed-mind")).toEqual({ photosRequired: false, refundsShipping: false, chargesPickupFee: true })

    forgetStoreContext()
    const again = await runSeed(getContainer(), { ...process.env, NODE_ENV: "test" })
    expect(again.created.returnReasons).toBeUndefined()
    const { data: after } = await api.get("/store/return-reasons", storeHeaders(seeded))
    expect(after.return_reasons).toHaveLength(RETURN_REASONS.length)
  })

  it("a manual payment's refund becomes a refund due with its payee (nothing refunded yet), listed for the operator", async () => {
    const order = await paidOrder()
    const { result } = await refundOrder({
      orderId: order.orderId,
      amount: 150.5,
      source: source(),
      refundTo: { upiId: " Ravi.K@OKICICI " },
    })
    expect(result).toMatchObject({ state: "due", payee_kind: "upi", upi_id: "ravi.k@okicici", payment_id: order.paymentId, utr: null })
    expect(await refundsOf(order.paymentId)).toHaveLength(0) // money not sent is not shown as refunded

    const bank = await refundOrder({
      orderId: order.orderId,
      amount: 10,
      source: source("exchange-difference"),
      refundTo: { accountName: "Asha Verma", accountNumber: "1234 5678 9012", ifsc: "sbin0001234" },
    })
    expect(bank.result).toMatchObject({ payee_kind: "bank", account_number: "123456789012", ifsc: "SBIN0001234" })

    const listed = await api.get("/api/admin/refunds-due", as(adminToken))
    expect(listed.status).toBe(200)
    const mine = listed.data.refunds.filter((r: { order_id: string }) => r.order_id === order.orderId)
    expect(mine.map((r: { amount: number }) => r.amount)).toEqual([150.5, 10]) // oldest first
    expect((await api.get("/api/admin/refunds-due", as())).status).toBe(401)
    expect((await api.get("/api/admin/refunds-due", as(await login(api, SHOPPER)))).status).toBe(403)
    expect((await api.get("/api/admin/refunds-due?state=owed", as(adminToken))).status).toBe(400)
  })

  it("refuses a second refund for the same source, also two at once (a double click): one record, 409", async () => {
    const order = await paidOrder()
    const same = source()
    const input = { orderId: order.orderId, amount: 50, source: same, refundTo: { upiId: "asha@ybl" } }
    const both = await Promise.allSettled([refundOrder(input), refundOrder(input)])
    expect(both.filter((r) => r.status === "fulfilled")).toHaveLength(1)
    const again = await refusal(input)
    expect(again.status).toBe(409)
    expect(await dues().listRefundDues({ source_key: `return:${same.id}` })).toHaveLength(1)
  })

  it("refuses more than was captured less what was refunded or is due: 400 on amount, nothing written", async () => {
    const order = await paidOrder()
    await refundOrder({ orderId: order.orderId, amount: 100, source: source(), refundTo: { upiId: "asha@ybl" } })
    const left = Math.round((order.total - 100) * 100) / 100
    const above = await refusal({ orderId: order.orderId, amount: left + 0.01, source: source(), refundTo: { upiId: "asha@ybl" } })
    expect(above).toMatchObject({ status: 400, body: { errors: [{ path: "amount" }], available: left } })
    const paise = await refusal({ orderId: order.orderId, amount: 1.005, source: source(), refundTo: { upiId: "asha@ybl" } })
    expect(paise).toMatchObject({ status: 400, body: { errors: [{ path: "amount" }] } })
    expect(await dues().listRefundDues({ order_id: order.orderId })).toHaveLength(1)
    // Exactly what is left is fine.
    const { result } = await refundOrder({ orderId: order.orderId, amount: left, source: source(), refundTo: { upiId: "asha@ybl" } })
    expect(result.state).toBe("due")
  })

  it("refuses a UPI ID or IFSC of the wrong shape, or no payee, with 400 on the field; nothing written", async () => {
    const order = await paidOrder()
    const ask = (refundTo: RefundOrderInput["refundTo"]) => refusal({ orderId: order.orderId, amount: 10, source: source(), refundTo })
    expect(await ask({ upiId: "ravi.okicici" })).toMatchObject({
      status: 400,
      body: { errors: [{ path: "refundTo.upiId", msg: PAYEE_MESSAGES.upiId }] },
    })
    expect(await ask({ accountName: "Asha Verma", accountNumber: "123456789012", ifsc: "SBIN1001234" })).toMatchObject({
      status: 400,
      body: { errors: [{ path: "refundTo.ifsc", msg: PAYEE_MESSAGES.ifsc }] },
    })
    expect(await ask(null)).toMatchObject({ status: 400, body: { errors: [{ path: "refundTo" }] } })
    expect(await dues().listRefundDues({ order_id: order.orderId })).toHaveLength(0)
  })

  it("a gateway payment (Medusa's system provider standing in) is refunded at once: recorded paid with Medusa's refund, its credit note follows; a retry refunds nothing more", async () => {
    // Medusa's own pp_system_default on the region: a provider that is not one of the shop's manual ones.
    const { data: regions } = await getContainer()
      .resolve("query")
      .graph({ entity: "region", fields: ["payment_providers.id"], filters: { id: seeded.regionId } })
    const current = (regions[0].payment_providers as { id: string }[]).map((p) => p.id)
    await updateRegionsWorkflow(getContainer()).run({
      input: { selector: { id: seeded.regionId }, update: { payment_providers: [...new Set([...current, "pp_system_default"])] } },
    })
    const order = await placeOrder(api, getContainer(), seeded, [{ catalogueId: "A1", quantity: 1 }], "pp_system_default")
    await capture(getContainer(), order.paymentId)
    await eventually(
      () => docs(order.orderId),
      (found) => found.length >= 1
    )

    const from = source("cancellation")
    const { result } = await refundOrder({ orderId: order.orderId, amount: 80, source: from, refundTo: { upiId: "ignored@ybl" } })
    expect(result).toMatchObject({ state: "paid", payee_kind: null, upi_id: null, refund_id: expect.stringMatching(/^ref/) })
    const refunds = await refundsOf(order.paymentId)
    expect(refunds.map((r) => [Number(r.amount), r.note, r.id])).toEqual([[80, `cancellation:${from.id}`, result.refund_id]])
    const [, note] = await eventually(
      () => docs(order.orderId),
      (found) => found.length >= 2
    )
    expect(note).toMatchObject({ kind: "credit_note", reference: `refund:${result.refund_id}` })

    expect((await refusal({ orderId: order.orderId, amount: 80, source: from })).status).toBe(409)
    expect(await refundsOf(order.paymentId)).toHaveLength(1)
    const listed = await api.get("/api/admin/refunds-due", as(adminToken))
    expect(listed.data.refunds.map((r: { id: string }) => r.id)).not.toContain(result.id)
  })

  it("marking a refund due paid with the UTR runs Medusa's refund (the payment's refunded amount) and the credit note follows; once", async () => {
    const order = await paidOrder()
    const { result: due } = await refundOrder({ orderId: order.orderId, amount: 120, source: source(), refundTo: { upiId: "asha@ybl" } })

    const badUtr = await api.post(`/api/admin/refunds-due/${due.id}/paid`, { utr: "12ab" }, as(adminToken))
    expect(badUtr.status).toBe(400)
    expect(badUtr.data.errors?.[0]?.path).toBe("utr")
    expect((await dues().listRefundDues({ id: due.id }))[0].state).toBe("due")

    const paid = await api.post(`/api/admin/refunds-due/${due.id}/paid`, { utr: "4123 4567 8901" }, as(adminToken))
    expect(paid.status).toBe(200)
    expect(paid.data.refund).toMatchObject({ id: due.id, state: "paid", utr: "412345678901", refund_id: expect.stringMatching(/^ref/) })
    const refunds = await refundsOf(order.paymentId)
    expect(refunds.map((r) => [Number(r.amount), r.note])).toEqual([[120, "412345678901"]])
    expect(refunds[0].id).toBe(paid.data.refund.refund_id)

    const [, note] = await eventually(
      () => docs(order.orderId),
      (found) => found.length >= 2
    )
    expect(note).toMatchObject({ kind: "credit_note", reference: `refund:${refunds[0].id}` })
    expect(note.document).toMatchObject({ totals: { gross: 120 } })

    const twice = await api.post(`/api/admin/refunds-due/${due.id}/paid`, { utr: "412345678902" }, as(adminToken))
    expect(twice.status).toBe(409)
    expect(await refundsOf(order.paymentId)).toHaveLength(1)
    expect((await api.post("/api/admin/refunds-due/rfd_none/paid", { utr: "412345678901" }, as(adminToken))).status).toBe(404)
    const history = await api.get("/api/admin/refunds-due?state=paid", as(adminToken))
    expect(history.data.refunds.map((r: { id: string }) => r.id)).toContain(due.id)
  })
}
