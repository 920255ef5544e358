import { createMedusaContainer } from "@medusajs/framework/utils"
import { asValue } from "@medusajs/framework/awilix"
import { loadModuleProvider } from "@medusajs/framework/modules-sdk"
import { razorpayProviders } from "../settings"

describe("Razorpay's registration (medusa-config.ts's payment providers)", () => {
  it("is off without both keys: the shop offers what it offered before", () => {
    expect(razorpayProviders({})).toEqual([])
    expect(razorpayProviders({ RAZORPAY_KEY_ID: "rzp_test_only_the_id" })).toEqual([])
    expect(razorpayProviders({ RAZORPAY_KEY_SECRET: "only-the-secret", RAZORPAY_WEBHOOK_SECRET: "w" })).toEqual([])
  })

  it("with keys, Medusa's provider loader finds the module and builds pp_razorpay_sugandh with the RAZORPAY_* settings", async () => {
    const [razorpay] = razorpayProviders({
      RAZORPAY_KEY_ID: "rzp_test_registration",
      RAZORPAY_KEY_SECRET: "registration-secret",
      RAZORPAY_WEBHOOK_SECRET: "registration-webhook-secret",
      RAZORPAY_API_URL: "http://127.0.0.1:1",
    })
    expect(razorpay).toMatchObject({
      id: "sugandh",
      options: { key_id: "rzp_test_registration", webhook_secret: "registration-webhook-secret", api_url: "http://127.0.0.1:1" },
    })

    // Medusa's own loader, as the payment module's loaders/providers.js calls it (its key: pp_<identifier>_<id>).
    const container = createMedusaContainer()
    container.register("logger", asValue(console))
    const registered: Record<string, unknown> = {}
    await loadModuleProvider(container, razorpay, async (klass, cradle, details) => {
      klass.validateOptions?.(details.options)
      registered[`pp_${klass.identifier}_${details.id}`] = new klass(cradle, details.options)
    })
    expect(Object.keys(registered)).toEqual(["pp_razorpay_sugandh"])
  })
})
