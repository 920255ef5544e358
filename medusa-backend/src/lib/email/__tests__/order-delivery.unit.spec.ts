import { toOrderView } from "../../orders/to-order-view"
import { queriedOrder } from "./queried-order"
import { defaultDeliveryPromise } from "../../serviceability/default-zones"
import { renderOrderEmail } from "../order-templates"
import { storeSettings } from "../settings"

const order = queriedOrder({
  shipping_address: { first_name: "Asha", address_1: "Police Bazar", city: "Shillong", province: "Meghalaya", postal_code: "793001" },
})

describe("the shop's delivery promise in its copy", () => {
  const store = storeSettings({ STOREFRONT_URL: "https://shop.example/" } as NodeJS.ProcessEnv)

  it("the confirmed e-mail gives the order PIN's zone days, never 2–8 anywhere", () => {
    const delivery = { pin: "793001", minDays: 7, maxDays: 10 }
    const mail = renderOrderEmail("order-confirmed", { order: toOrderView(order), delivery }, store)
    expect(mail.text).toContain("Delivery to PIN 793001 takes 7–10 working days after dispatch.")
    expect(mail.text).not.toMatch(/2–8/)
    // A PIN no zone serves: no days promised.
    expect(renderOrderEmail("order-confirmed", { order: toOrderView(order), delivery: null }, store).text).not.toMatch(/working days/)
  })

  it("the seeded shipping option states the seeded zones' days", () => {
    expect(defaultDeliveryPromise("Uttar Pradesh")).toBe(
      "Delivered in 2–7 working days; 7–10 for the North-East, J&K, Ladakh and the islands."
    )
  })
})

describe("the return policy in the delivered e-mail (issue 45)", () => {
  const store = storeSettings({ STOREFRONT_URL: "https://shop.example/" } as NodeJS.ProcessEnv)
  const saved = { window: process.env.RETURN_WINDOW_DAYS, fee: process.env.RETURN_PICKUP_FEE }
  afterEach(() => {
    process.env.RETURN_WINDOW_DAYS = saved.window
    process.env.RETURN_PICKUP_FEE = saved.fee
    if (saved.window === undefined) delete process.env.RETURN_WINDOW_DAYS
    if (saved.fee === undefined) delete process.env.RETURN_PICKUP_FEE
  })

  it("states the window and fee as set, the reasons needing photos and where refunds go, not the old 24-hour rule", () => {
    process.env.RETURN_WINDOW_DAYS = "10"
    process.env.RETURN_PICKUP_FEE = "149"
    const mail = renderOrderEmail("order-delivered", { order: toOrderView(order) }, store)
    expect(mail.text).toContain("within 10 days of delivery from My Orders")
    expect(mail.text).toContain("photos for damaged, wrong or not-as-described items")
    expect(mail.text).toContain("changed-my-mind only unopened and sealed (₹149 pickup fee)")
    expect(mail.text).toContain("the UPI ID / bank account you give")
    expect(mail.text).not.toMatch(/24 hours|unboxing/)
  })
})
