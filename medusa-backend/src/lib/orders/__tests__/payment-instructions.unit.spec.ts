import { manualPaymentSettings } from "../../../modules/providers/payment-manual-upi/settings"
import { methodForProviderId, providerIdForMethod } from "../../../modules/providers/payment-manual-upi/methods"
import { paymentInstructions, upiUri, whatsappOrderText, whatsappUrl, formatRupees } from "../payment-instructions"
import { toOrderView } from "../to-order-view"

describe("manual payment settings", () => {
  it("default to the shop's values and read the environment", () => {
    expect(manualPaymentSettings({}, {})).toMatchObject({ upiId: "sugandh@upi", upiName: "Sugandh", whatsapp: "919876543210" })
    const s = manualPaymentSettings({}, { STORE_UPI_ID: "shop@okaxis", STORE_BANK_IFSC: "hdfc0001234", STORE_WHATSAPP: "+91 99999 88888" })
    expect(s.upiId).toBe("shop@okaxis")
    expect(s.bank.ifsc).toBe("HDFC0001234")
    expect(s.whatsapp).toBe("919999988888")
  })
  it("map spec methods to provider ids and back", () => {
    expect(providerIdForMethod("qr-code")).toBe("pp_upi-qr_sugandh")
    expect(methodForProviderId(providerIdForMethod("bank-transfer"))).toBe("bank-transfer")
    expect(methodForProviderId("pp_system_default")).toBeNull()
  })
})

describe("payment instructions", () => {
  const settings = manualPaymentSettings({}, { STORE_UPI_NAME: "Sugandh & Co" })
  it("build a UPI URI with the total (two decimals) and the order number as note and transaction reference", () => {
    expect(upiUri(settings, 546.4, "ORD-1001")).toBe(
      "upi://pay?pa=sugandh%40upi&pn=Sugandh%20%26%20Co&am=546.40&cu=INR&tn=ORD-1001&tr=ORD-1001"
    )
    expect(upiUri(settings, 698, "ORD-1002")).toContain("&am=698.00&")
    expect(formatRupees(698)).toBe("698")
  })
  it("give bank details for a bank transfer", () => {
    const p = paymentInstructions("bank-transfer", { total: 698, orderNumber: "ORD-1002" }, settings)
    expect(p).toMatchObject({ method: "bank-transfer", amount: 698, reference: "ORD-1002" })
    expect(p.method === "bank-transfer" && Object.keys(p.bankDetails).sort()).toEqual(["accountName", "accountNumber", "bankName", "ifsc"])
  })
  it("prefill a WhatsApp message with the order", () => {
    const order = toOrderView({
      id: "order_1",
      display_id: 3,
      status: "pending",
      created_at: new Date().toISOString(),
      metadata: { payment_method: "qr-code" },
      original_item_total: 300,
      shipping_total: 99,
      discount_total: 0,
      total: 399,
      items: [{ id: "i", product_title: "Rose Attar", quantity: 1, unit_price: 300 }],
      shipping_address: {
        first_name: "Asha",
        address_1: "1 MG Road",
        city: "Pune",
        province: "MH",
        postal_code: "411001",
        phone: "9876543210",
      },
    })
    const text = whatsappOrderText(order, "Sugandh")
    expect(text).toContain("ORD-1003")
    expect(text).toContain("- Rose Attar x 1 = ₹300")
    expect(text).toContain("Shipping: ₹99")
    expect(text).toContain("Total: ₹399")
    const url = whatsappUrl("919876543210", text)
    expect(url.startsWith("https://wa.me/919876543210?text=Hello%20Sugandh")).toBe(true)
    expect(decodeURIComponent(url.split("?text=")[1])).toBe(text)
  })
})
