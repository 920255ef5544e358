import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createLinksWorkflow, createOrderFulfillmentWorkflow, createShippingOptionsWorkflow } from "@medusajs/medusa/core-flows"
import { ADMIN, addToCart, as, cartTotals, login, newCustomer, orderBody, placeOrder, seed } from "../helpers/checkout"
import { integrationTestRunner } from "../helpers/runner"
import type { SeedResult } from "../../src/scripts/seed"
import { ShiprocketDouble } from "../../src/modules/providers/fulfillment-shiprocket/__tests__/shiprocket-double"

jest.setTimeout(600 * 1000)

/**
 * Courier bookings (issue 44) through Medusa's own createOrderFulfillmentWorkflow
 * with the Shiprocket provider registered (medusa-config reads the settings at
 * boot), against the local double answering as Shiprocket's docs say. The URL
 * must be known before Medusa boots, so the double gets a port chosen here.
 */
const port = 20000 + Math.floor(Math.random() * 20000)
process.env.SHIPROCKET_EMAIL = "apiuser@example.com"
process.env.SHIPROCKET_PASSWORD = "api-password"
process.env.SHIPROCKET_PICKUP_LOCATION = "Casa Moderna"
process.env.SHIPROCKET_API_URL = `http://127.0.0.1:${port}`

const double = new ShiprocketDouble()

integrationTestRunner({
  from: "seeded",
  testSuite: ({ api, getContainer }) => {
    let seeded: SeedResult
    let admin: string
    let shiprocketOptionId: string

    beforeAll(async () => {
      await double.start(port)
      seeded = await seed(getContainer())
      admin = await login(api, ADMIN)
      const container = getContainer()
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const {
        data: [standard],
      } = await query.graph({
        entity: "shipping_option",
        fields: ["service_zone_id", "shipping_profile_id"],
        filters: { id: seeded.shippingOptionId },
      })
      await createLinksWorkflow(container).run({
        input: [
          {
            [Modules.STOCK_LOCATION]: { stock_location_id: seeded.stockLocationId },
            [Modules.FULFILLMENT]: { fulfillment_provider_id: "shiprocket_shiprocket" },
          },
        ],
      })
      const { result } = await createShippingOptionsWorkflow(container).run({
        input: [
          {
            name: "Shiprocket (surface)",
            price_type: "calculated",
            provider_id: "shiprocket_shiprocket",
            service_zone_id: standard.service_zone_id,
            shipping_profile_id: standard.shipping_profile_id,
            type: { label: "Courier", description: "Booked with Shiprocket", code: "shiprocket" },
            data: { id: "shiprocket-surface" },
            rules: [
              { attribute: "enabled_in_store", operator: "eq", value: "false" },
              { attribute: "is_return", operator: "eq", value: "false" },
            ],
          },
        ],
      })
      shiprocketOptionId = result[0].id
    })
    afterAll(() => double.stop())

    it("books a paid order's parcel through createOrderFulfillmentWorkflow: Medusa's order as the provider gets it, and the fulfillment keeps the AWB and Shiprocket's ids", async () => {
      const shopper = await newCustomer(api, seeded, "courier-booking@example.com")
      await addToCart(api, shopper.token, "P1", 2)
      const totals = await cartTotals(api, shopper.token)
      const placed = await placeOrder(api, shopper.token, orderBody(totals))
      expect(placed.status).toBe(201)
      const order = placed.data.order as { id: string; orderNumber: string; total: number }
      expect((await api.put(`/api/admin/orders/${order.id}/confirm`, {}, as(admin))).status).toBe(200)

      const container = getContainer()
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      // The Order module's own read, as the shop's Ship Order does (a Query of items.quantity alone does not load it).
      const { items: lines = [] } = await container.resolve(Modules.ORDER).retrieveOrder(order.id, { relations: ["items"] })
      const items = (lines ?? [])
        .filter((i) => !!i && i.requires_shipping !== false)
        .map((i) => ({ id: i!.id, quantity: Number((i!.quantity as unknown as { toJSON?: () => unknown }).toJSON?.() ?? i!.quantity) }))

      const { result: fulfillment } = await createOrderFulfillmentWorkflow(container).run({
        input: { order_id: order.id, items, shipping_option_id: shiprocketOptionId },
      })

      const sent = double.calls("/v1/external/orders/create/adhoc")
      expect(sent).toHaveLength(1)
      expect(sent[0].body).toMatchObject({
        order_id: order.orderNumber,
        payment_method: "Prepaid",
        pickup_location: "Casa Moderna",
        billing_email: "courier-booking@example.com",
      })
      const body = sent[0].body
      expect(body.sub_total + body.shipping_charges + body.giftwrap_charges + body.transaction_charges).toBeCloseTo(order.total, 2)
      expect(double.calls("/v1/external/courier/assign/awb")[0].body.courier_id).toBe(43)

      const {
        data: [stored],
      } = await query.graph({
        entity: "fulfillment",
        fields: ["provider_id", "data", "labels.tracking_number", "labels.label_url"],
        filters: { id: fulfillment.id },
      })
      expect(stored.provider_id).toBe("shiprocket_shiprocket")
      expect(stored.data).toMatchObject({
        courier: "shiprocket",
        channel_order_id: order.orderNumber,
        awb: "321055706540",
        sr_order_id: 16161616,
      })
      expect(stored.labels?.[0]).toMatchObject({ tracking_number: "321055706540" })

      // Medusa lists the provider's option (what the Medusa admin offers when creating a shipping option).
      const provider = container.resolve(Modules.FULFILLMENT) as unknown as {
        retrieveFulfillmentOptions(providerId: string): Promise<{ id: string }[]>
      }
      expect((await provider.retrieveFulfillmentOptions("shiprocket_shiprocket")).map((o) => o.id)).toEqual(["shiprocket-surface"])
    })
  },
})
