import { PaymentSessionStatus } from "@medusajs/framework/utils"
import { BankTransferPaymentProviderService, UpiQrPaymentProviderService } from "../service"
import { CAPTURE_BEFORE_MONEY_MESSAGE, MONEY_RECEIVED } from "../received"

describe("manual UPI / bank transfer payment providers", () => {
  const upi = new UpiQrPaymentProviderService({}, {})
  const bank = new BankTransferPaymentProviderService({}, {})

  it("have the identifiers behind pp_upi-qr_sugandh and pp_bank-transfer_sugandh", () => {
    expect(UpiQrPaymentProviderService.identifier).toBe("upi-qr")
    expect(BankTransferPaymentProviderService.identifier).toBe("bank-transfer")
  })

  it("authorise at once and stay uncaptured until capture is called once the shop has seen the money", async () => {
    const started = await upi.initiatePayment({ amount: 398, currency_code: "inr", data: {} })
    expect(started.status).toBe(PaymentSessionStatus.PENDING)
    expect(started.data).toMatchObject({ method: "upi-qr" })
    const authorised = await upi.authorizePayment({ data: started.data })
    expect(authorised.status).toBe(PaymentSessionStatus.AUTHORIZED)
    expect((await upi.getPaymentStatus({ data: authorised.data })).status).toBe(PaymentSessionStatus.AUTHORIZED)
    // Medusa admin's Capture before the shop saw the money: refused with the reason.
    await expect(upi.capturePayment({ data: authorised.data })).rejects.toThrow(CAPTURE_BEFORE_MONEY_MESSAGE)
    const seen = { ...authorised.data, [MONEY_RECEIVED.at]: new Date().toISOString() }
    const captured = await upi.capturePayment({ data: seen })
    expect((await upi.getPaymentStatus({ data: captured.data })).status).toBe(PaymentSessionStatus.CAPTURED)
  })

  it("record cancellations and refunds without calling anything", async () => {
    const { data } = await bank.initiatePayment({ amount: 697, currency_code: "inr" })
    expect(data).toMatchObject({ method: "bank-transfer" })
    const cancelled = await bank.cancelPayment({ data })
    expect((await bank.getPaymentStatus({ data: cancelled.data })).status).toBe(PaymentSessionStatus.CANCELED)
    const refunded = await bank.refundPayment({ amount: 100, data })
    const again = await bank.refundPayment({ amount: 50, data: refunded.data })
    expect((again.data as { refunds: unknown[] }).refunds).toHaveLength(2)
    expect((await bank.getWebhookActionAndData()).action).toBe("not_supported")
  })
})
