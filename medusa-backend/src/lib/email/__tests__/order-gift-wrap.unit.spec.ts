import { toSpecOrder, type QueriedOrder } from "../../orders/to-spec-order"
import { renderOrderEmail } from "../order-templates"
import { storeSettings } from "../settings"

/** An order whose lines are Medusa's: one product and our gift wrap line. */
const order: QueriedOrder = {
  id: "order_1",
  display_id: 7,
  status: "pending",
  created_at: "2026-01-10T10:00:00.000Z",
  email: "shopper@sugandh.example",
  metadata: { payment_method: "qr-code" },
  original_item_total: 348,
  shipping_total: 99,
  discount_total: 0,
  tax_total: 68.08,
  total: 447,
  items: [
    { id: "i1", product_title: "Velvet Oud", quantity: 1, unit_price: 299, product: { external_id: "P1" } },
    {
      id: "i2",
      title: "Gift wrap",
      quantity: 1,
      unit_price: 49,
      metadata: { sugandh_kind: "gift_wrap", gift_message: "For <you> & yours" },
    },
  ],
  shipping_address: { first_name: "Asha", address_1: "1 MG Road", city: "Pune", province: "Maharashtra", postal_code: "411001" },
  customer: { id: "cus_1", email: "shopper@sugandh.example", first_name: "Asha" },
}

describe("order e-mails with gift wrap", () => {
  const store = storeSettings({ STOREFRONT_URL: "https://shop.example/" } as NodeJS.ProcessEnv)

  it.each(["order-placed", "order-confirmed"] as const)("%s lists the wrap's charge and the message, escaped in HTML", (name) => {
    const mail = renderOrderEmail(name, { order: toSpecOrder(order) }, store)
    expect(mail.text).toContain("Subtotal: ₹299\n")
    expect(mail.text).toContain("Gift wrap: ₹49\n")
    expect(mail.text).toContain("Gift message: “For <you> & yours”")
    expect(mail.text).not.toContain("Gift wrap × 1")
    expect(mail.html).toContain("Gift message: “For &lt;you&gt; &amp; yours”")
  })

  it("says nothing of gift wrap on an order without it", () => {
    const plain = { ...order, original_item_total: 299, total: 398, items: [order.items![0]] }
    expect(renderOrderEmail("order-placed", { order: toSpecOrder(plain) }, store).text).not.toContain("Gift")
  })
})
