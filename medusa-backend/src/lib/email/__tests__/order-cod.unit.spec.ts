import { toOrderView } from "../../orders/to-order-view"
import { OUD_LINE, queriedOrder } from "./queried-order"
import { paymentInstructions } from "../../orders/payment-instructions"
import { manualPaymentSettings } from "../../../modules/providers/payment-manual-upi/settings"
import { renderOrderEmail } from "../order-templates"
import { storeSettings } from "../settings"

/** A cash-on-delivery order whose lines are Medusa's: one product and our COD fee line. */
const order = queriedOrder({
  metadata: { payment_method: "cod" },
  original_item_total: 348,
  tax_total: 68.29,
  total: 447,
  items: [OUD_LINE, { id: "i2", title: "Cash on delivery fee", quantity: 1, unit_price: 49, metadata: { sugandh_kind: "cod_fee" } }],
})

describe("order e-mails of a cash-on-delivery order", () => {
  const store = storeSettings({ STOREFRONT_URL: "https://shop.example/" } as NodeJS.ProcessEnv)

  it("the placed e-mail lists the fee as its own line, the cash to pay, and the confirmation link", () => {
    const spec = toOrderView(order)
    expect(spec).toMatchObject({ subtotal: 299, codFee: 49, total: 447, paymentStatus: "awaiting-confirmation", orderStatus: "pending" })
    expect(spec.items).toHaveLength(1)
    const payment = paymentInstructions("cod", spec, manualPaymentSettings())
    const link = "https://shop.example/cod-confirm?token=order_1.1768040000.sig"
    const mail = renderOrderEmail("order-placed", { order: spec, payment, codConfirmUrl: link }, store)
    expect(mail.subject).toBe("Order ORD-1007 received — please confirm your cash on delivery order")
    expect(mail.text).toContain("Subtotal: ₹299\n")
    expect(mail.text).toContain("Cash on delivery fee: ₹49\n")
    expect(mail.text).toContain("Pay ₹447 in cash to the courier on delivery.")
    expect(mail.text).toContain(`Confirm order: ${link}`)
    expect(mail.text).not.toContain("WhatsApp")
  })

  it("a confirmed COD order ships (processing, payment pending); its cash-received e-mail says so", () => {
    const confirmed = toOrderView({ ...order, metadata: { payment_method: "cod", cod_confirmed_at: "2026-01-10T11:00:00.000Z" } })
    expect(confirmed).toMatchObject({ orderStatus: "processing", paymentStatus: "pending" })
    const mail = renderOrderEmail("order-confirmed", { order: confirmed }, store)
    expect(mail.subject).toBe("Payment received for order ORD-1007")
    expect(mail.text).toContain("Cash on delivery fee: ₹49")
  })
})
