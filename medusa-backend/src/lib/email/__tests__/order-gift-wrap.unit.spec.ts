import { toOrderView } from "../../orders/to-order-view"
import { OUD_LINE, queriedOrder } from "./queried-order"
import { renderOrderEmail } from "../order-templates"
import { storeSettings } from "../settings"

/** An order whose lines are Medusa's: one product and our gift wrap line. */
const order = queriedOrder({
  original_item_total: 348,
  tax_total: 68.08,
  total: 447,
  items: [
    OUD_LINE,
    {
      id: "i2",
      title: "Gift wrap",
      quantity: 1,
      unit_price: 49,
      metadata: { sugandh_kind: "gift_wrap", gift_message: "For <you> & yours" },
    },
  ],
})

describe("order e-mails with gift wrap", () => {
  const store = storeSettings({ STOREFRONT_URL: "https://shop.example/" } as NodeJS.ProcessEnv)

  it.each(["order-placed", "order-confirmed"] as const)("%s lists the wrap's charge and the message, escaped in HTML", (name) => {
    const mail = renderOrderEmail(name, { order: toOrderView(order) }, store)
    expect(mail.text).toContain("Subtotal: ₹299\n")
    expect(mail.text).toContain("Gift wrap: ₹49\n")
    expect(mail.text).toContain("Gift message: “For <you> & yours”")
    expect(mail.text).not.toContain("Gift wrap × 1")
    expect(mail.html).toContain("Gift message: “For &lt;you&gt; &amp; yours”")
  })

  it("says nothing of gift wrap on an order without it", () => {
    const plain = { ...order, original_item_total: 299, total: 398, items: [order.items![0]] }
    expect(renderOrderEmail("order-placed", { order: toOrderView(plain) }, store).text).not.toContain("Gift")
  })
})
