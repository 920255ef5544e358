import { COD_MESSAGES } from "../../cod/settings"
import type { OrderView } from "../../orders/to-order-view"
import { contactKey } from "../track-order"
import { trackingView, withoutPhoneNumbers, type CourierFacts } from "../tracking-view"

const order = (over: Partial<OrderView>): OrderView =>
  ({
    orderNumber: "ORD-1001",
    createdAt: "2026-11-20T10:00:00.000Z",
    orderStatus: "pending",
    codConfirmedAt: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    cancelReason: null,
    estimatedDelivery: null,
    trackingNumber: null,
    trackingUrl: null,
    ...over,
  }) as OrderView

const courier = (step: CourierFacts["step"], scans: CourierFacts["scans"]): CourierFacts => ({
  courier: "Delhivery Surface",
  awb: "321055706540",
  trackingUrl: "https://shiprocket.co/tracking/321055706540",
  step,
  scans,
})

describe("trackingView: the steps a shopper follows", () => {
  it("a placed order is placed; paid, confirmed", () => {
    expect(trackingView(order({}), null, null)).toMatchObject({ status: "placed", steps: [{ status: "placed" }], scans: [] })
    const paid = trackingView(order({ orderStatus: "processing" }), "2026-11-20T11:00:00.000Z", null)
    expect(paid.status).toBe("confirmed")
    expect(paid.steps.map((s) => s.status)).toEqual(["placed", "confirmed"])
  })

  it("courier scans add out for delivery, newest scan first, and delivered ends it", () => {
    const view = trackingView(
      order({
        orderStatus: "delivered",
        shippedAt: "2026-11-21T09:00:00.000Z",
        deliveredAt: "2026-11-23T13:05:55.000Z",
        estimatedDelivery: "2026-11-25",
      }),
      "2026-11-20T11:00:00.000Z",
      courier("delivered", [
        { at: "2026-11-23T09:12:40.000Z", step: "out_for_delivery", location: "Koramangala", description: "Out for delivery" },
        { at: "2026-11-21T09:00:00.000Z", step: "shipped", location: "Chomu", description: "Picked up" },
        { at: "2026-11-23T13:05:55.000Z", step: "delivered", location: "Koramangala", description: "Delivered" },
      ])
    )
    expect(view.status).toBe("delivered")
    expect(view.steps.map((s) => s.status)).toEqual(["placed", "confirmed", "shipped", "out_for_delivery", "delivered"])
    expect(view.steps[3].at).toBe("2026-11-23T09:12:40.000Z")
    expect(view.scans.map((s) => s.description)).toEqual(["Delivered", "Out for delivery", "Picked up"])
    expect(view).toMatchObject({ courier: "Delhivery Surface", awb: "321055706540", estimatedDelivery: "2026-11-25" })
  })

  it("a failed attempt, then returning and returned (the RTO cancels the order)", () => {
    const scans = [
      { at: "2026-11-22T18:00:00.000Z", step: "ndr", location: "Koramangala", description: "Consignee unavailable" },
      { at: "2026-11-24T10:00:00.000Z", step: "rto_initiated", location: "Koramangala", description: "Return initiated" },
    ]
    expect(
      trackingView(order({ orderStatus: "shipped", shippedAt: "2026-11-21T09:00:00.000Z" }), null, courier("ndr", scans.slice(0, 1))).status
    ).toBe("ndr")
    expect(
      trackingView(order({ orderStatus: "shipped", shippedAt: "2026-11-21T09:00:00.000Z" }), null, courier("rto_initiated", scans)).status
    ).toBe("returning")
    const back = trackingView(
      order({
        orderStatus: "cancelled",
        shippedAt: "2026-11-21T09:00:00.000Z",
        cancelledAt: "2026-11-27T10:00:00.000Z",
        cancelReason: COD_MESSAGES.returnedUndelivered,
      }),
      null,
      courier("rto_delivered", [
        ...scans,
        { at: "2026-11-27T09:00:00.000Z", step: "rto_delivered", location: "Chomu", description: "RTO delivered" },
      ])
    )
    expect(back.status).toBe("returned")
    expect(back.steps.map((s) => s.status)).toEqual(["placed", "confirmed", "shipped", "ndr", "returning", "returned"])
  })

  it("hides phone numbers in the courier's words", () => {
    expect(withoutPhoneNumbers("Out for delivery: agent MobileNo:- 9963133564")).toBe("Out for delivery: agent MobileNo:- …")
    expect(withoutPhoneNumbers("Call +91 99631 33564 now")).toBe("Call … now")
    expect(withoutPhoneNumbers("Bag nxbg03894488 (383439)")).toBe("Bag nxbg03894488 (383439)")
  })

  it("reads a contact as shoppers type it", () => {
    expect(contactKey(" Asha@Example.com ")).toBe("e:asha@example.com")
    expect(contactKey("+91 98765-43210")).toBe("p:9876543210")
    expect(contactKey("9876543210")).toBe("p:9876543210")
  })
})
