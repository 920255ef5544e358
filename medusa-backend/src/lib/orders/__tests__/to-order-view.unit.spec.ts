import { OrderSchema } from "@sugandh/contract"
import { toOrderView, type QueriedOrder } from "../to-order-view"

const base: QueriedOrder = {
  id: "order_1",
  display_id: 1,
  status: "pending",
  created_at: "2026-01-10T10:00:00.000Z",
  email: "shopper@sugandh.example",
  customer_id: "cus_1",
  metadata: { payment_method: "qr-code" },
  original_item_total: 700,
  shipping_total: 0,
  discount_total: 140,
  tax_total: 0,
  total: 560,
  items: [
    {
      id: "item_1",
      title: "10ml",
      product_title: "Oud Royale",
      thumbnail: "http://x/p1.svg",
      quantity: 2,
      unit_price: 350,
      product_id: "prod_1",
      product: { external_id: "P1", categories: [{ handle: "perfumes" }] },
      adjustments: [{ code: "FESTIVE20" }],
    },
  ],
  shipping_address: {
    first_name: "Asha",
    last_name: "Rao Kumar",
    address_1: "1 MG Road",
    city: "Pune",
    province: "Maharashtra",
    postal_code: "411001",
    phone: "9876543210",
  },
  customer: { id: "cus_1", email: "shopper@sugandh.example", first_name: "Asha", last_name: "Rao" },
  fulfillments: [],
  payment_collections: [{ status: "authorized", payments: [{ provider_id: "pp_upi-qr_sugandh", amount: 560, captures: [], refunds: [] }] }],
}

describe("toOrderView", () => {
  it("is the contract's Order field for field: parsing it with OrderSchema drops nothing and adds nothing", () => {
    const o = toOrderView(base)
    expect(OrderSchema.parse(o)).toEqual(o)
    expect(o).not.toHaveProperty("status") // the spec's orderStatus only
  })

  it("maps a fresh order to the spec's fields", () => {
    const o = toOrderView(base)
    expect(o).toMatchObject({
      _id: "order_1",
      orderNumber: "ORD-1001",
      orderStatus: "pending",
      paymentStatus: "pending",
      paymentMethod: "qr-code",
      subtotal: 700,
      shipping: 0,
      discount: 140,
      total: 560,
      couponCode: "FESTIVE20",
      trackingNumber: null,
      estimatedDelivery: null,
      cancelledAt: null,
      customerName: "Asha Rao",
      customerEmail: "shopper@sugandh.example",
      userId: { _id: "cus_1", email: "shopper@sugandh.example" },
    })
    expect(o.items).toEqual([
      { productId: "P1", name: "Oud Royale", image: "http://x/p1.svg", category: "perfumes", quantity: 2, price: 350 },
    ])
    expect(o.shippingAddress).toEqual({
      name: "Asha Rao Kumar",
      street: "1 MG Road",
      city: "Pune",
      state: "Maharashtra",
      zipCode: "411001",
      phone: "9876543210",
      stateCode: "27", // read from the text when the address stored no code (orders before the PIN rule)
    })
  })

  it("shows a gift wrap line as giftWrap and giftMessage, not as an item, and keeps it out of the goods' subtotal", () => {
    const wrap = {
      id: "item_wrap",
      title: "Gift wrap",
      quantity: 1,
      unit_price: { numeric: 49 },
      metadata: { sugandh_kind: "gift_wrap", gift_message: "Happy birthday!" },
    }
    const o = toOrderView({ ...base, original_item_total: 749, total: 609, items: [...base.items!, wrap] })
    expect(o).toMatchObject({ subtotal: 700, giftWrap: 49, giftMessage: "Happy birthday!", discount: 140, total: 609 })
    expect(o.items.map((i) => i.productId)).toEqual(["P1"])
    expect(toOrderView(base)).toMatchObject({ giftWrap: 0, giftMessage: null, subtotal: 700 })
  })

  it("is processing once the payment is captured", () => {
    const o = toOrderView({
      ...base,
      payment_collections: [{ payments: [{ provider_id: "pp_upi-qr_sugandh", captures: [{ amount: 560 }], refunds: [] }] }],
    })
    expect([o.orderStatus, o.paymentStatus]).toEqual(["processing", "paid"])
  })

  it("a paid-online order: method online, paid, with Razorpay's payment id (none for manual payments)", () => {
    const o = toOrderView({
      ...base,
      metadata: { payment_method: "online" },
      payment_collections: [
        {
          payments: [
            {
              provider_id: "pp_razorpay_sugandh",
              data: { razorpay_payment_id: "pay_29QQoUBi66xm2f", razorpay_signature: "x" },
              captures: [{ amount: 560 }],
              refunds: [],
            },
          ],
        },
      ],
    })
    expect(o).toMatchObject({ paymentMethod: "online", paymentStatus: "paid", gatewayPaymentId: "pay_29QQoUBi66xm2f" })
    expect(toOrderView(base).gatewayPaymentId).toBeNull()
  })

  it("lists each gateway payment with what was captured and its refunds' state (issue 46)", () => {
    const o = toOrderView({
      ...base,
      payment_collections: [
        {
          payments: [
            {
              provider_id: "pp_razorpay_sugandh",
              data: {
                razorpay_payment_id: "pay_29QQoUBi66xm2f",
                refunds: [
                  { id: "rfnd_1", medusa_refund_id: "ref_1", amount: 200, status: "processed", processed_at: "2026-11-21T04:00:00.000Z" },
                  { id: "rfnd_2", medusa_refund_id: "ref_2", amount: 60, status: "pending" },
                ],
              },
              captures: [{ amount: 500 }, { amount: 60 }],
              refunds: [{ amount: 200 }, { amount: 60 }],
            },
            { provider_id: "pp_system_default", data: {}, captures: [{ amount: 10 }], refunds: [] },
          ],
        },
      ],
    })
    expect(o.gatewayPayments).toEqual([
      {
        gatewayPaymentId: "pay_29QQoUBi66xm2f",
        capturedAmount: 560,
        flagged: null,
        refunds: [
          { id: "rfnd_1", amount: 200, state: "processed", processedAt: "2026-11-21T04:00:00.000Z", medusaRefundId: "ref_1" },
          { id: "rfnd_2", amount: 60, state: "pending", processedAt: null, medusaRefundId: "ref_2" },
        ],
      },
    ])
    expect(toOrderView(base).gatewayPayments).toEqual([])
  })

  it("is shipped with tracking data and the estimated delivery from metadata", () => {
    const o = toOrderView({
      ...base,
      metadata: { estimated_delivery: "2026-01-16" },
      payment_collections: [{ payments: [{ provider_id: "pp_bank-transfer_sugandh", captures: [{ amount: "560" }] }] }],
      fulfillments: [
        {
          id: "ful_1",
          shipped_at: "2026-01-11T10:00:00.000Z",
          labels: [{ tracking_number: "TRK1", tracking_url: "https://track.example/TRK1" }],
        },
      ],
    })
    expect(o).toMatchObject({
      orderStatus: "shipped",
      paymentMethod: "bank-transfer",
      trackingNumber: "TRK1",
      trackingUrl: "https://track.example/TRK1",
      estimatedDelivery: "2026-01-16",
      shippedAt: "2026-01-11T10:00:00.000Z",
      deliveredAt: null,
    })
  })

  it("shows a courier's booking (AWB, courier) until it is cancelled; a hand-shipped parcel has none", () => {
    const courier = {
      courier: "shiprocket",
      awb: "321055706540",
      courier_name: "Amazon Surface",
      pickup_scheduled_date: "2026-01-12 10:00",
    }
    const booked = toOrderView({ ...base, fulfillments: [{ id: "ful_c", created_at: "2026-01-11T10:00:00Z", data: courier }] })
    expect(booked.courierShipment).toEqual({
      fulfillmentId: "ful_c",
      courier: "shiprocket",
      courierName: "Amazon Surface",
      awb: "321055706540",
      pickupScheduledDate: "2026-01-12 10:00",
      bookedAt: "2026-01-11T10:00:00.000Z",
      shipped: false,
    })
    const cancelled = toOrderView({ ...base, fulfillments: [{ id: "ful_c", canceled_at: "2026-01-11T11:00:00Z", data: courier }] })
    expect(cancelled.courierShipment).toBeNull()
    const byHand = toOrderView({ ...base, fulfillments: [{ id: "ful_h", shipped_at: "2026-01-11T10:00:00Z", data: {} }] })
    expect(byHand.courierShipment).toBeNull()
  })

  it("is delivered when a fulfilment is delivered, and ignores canceled fulfilments", () => {
    const o = toOrderView({
      ...base,
      fulfillments: [
        { id: "f0", shipped_at: "2026-01-11T09:00:00Z", delivered_at: "2026-01-12T09:00:00Z", canceled_at: "2026-01-12T10:00:00Z" },
        { id: "f1", shipped_at: "2026-01-11T10:00:00Z", delivered_at: "2026-01-13T10:00:00Z" },
      ],
    })
    expect(o.orderStatus).toBe("delivered")
    expect(o.deliveredAt).toBe("2026-01-13T10:00:00.000Z")
  })

  it("is cancelled whatever else is true, with cancelledAt and a voided or refunded payment", () => {
    const voided = toOrderView({
      ...base,
      status: "canceled",
      canceled_at: "2026-01-10T11:00:00Z",
      metadata: { cancel_reason: "Changed my mind" },
      payment_collections: [{ payments: [{ canceled_at: "2026-01-10T11:00:00Z", captures: [] }] }],
    })
    expect(voided).toMatchObject({ orderStatus: "cancelled", paymentStatus: "cancelled", cancelReason: "Changed my mind" })
    expect(voided.cancelledAt).toBe("2026-01-10T11:00:00.000Z")
    const refunded = toOrderView({
      ...base,
      status: "canceled",
      canceled_at: "2026-01-10T11:00:00Z",
      payment_collections: [{ payments: [{ captures: [{ amount: 560 }], refunds: [{ amount: { value: "560" } }] }] }],
    })
    expect([refunded.orderStatus, refunded.paymentStatus]).toEqual(["cancelled", "refunded"])
  })

  it("tells partly from wholly refunded, and what is paid and owed (issue 48, point 4)", () => {
    const paid = (refunds: { amount: number }[], summary?: { pending_difference: number }) =>
      toOrderView({
        ...base,
        summary,
        payment_collections: [{ status: "completed", payments: [{ amount: 630, captures: [{ amount: 630 }], refunds }] }],
      })
    expect(paid([{ amount: 100 }])).toMatchObject({ paymentStatus: "partially-refunded", amountPaid: 530 })
    expect(paid([{ amount: 630 }])).toMatchObject({ paymentStatus: "refunded", amountPaid: 0 })
    // An exchange or claim with more to pay: still owed, not "paid".
    expect(paid([], { pending_difference: 120.5 })).toMatchObject({
      paymentStatus: "awaiting-difference",
      amountDue: 120.5,
      amountPaid: 630,
    })
    expect(paid([], { pending_difference: 0 })).toMatchObject({ paymentStatus: "paid", amountDue: 0 })
    // The shop owes a refund (a return received): nothing due from the shopper.
    expect(paid([], { pending_difference: -50 })).toMatchObject({ paymentStatus: "paid", amountDue: 0 })
  })

  it("keeps an edited unpaid order pending with the new amount due, not cancelled", () => {
    // Medusa's order edit cancels the authorised payment and asks for the new total in a new collection.
    const edited = toOrderView({
      ...base,
      summary: { pending_difference: 910 },
      payment_collections: [
        { status: "canceled", payments: [{ provider_id: "pp_upi-qr_sugandh", amount: 560, canceled_at: "2026-01-11T09:00:00Z" }] },
        { status: "not_paid", payments: [] },
      ],
    })
    expect(edited).toMatchObject({ orderStatus: "pending", paymentStatus: "pending", amountDue: 910, amountPaid: 0 })
  })

  it("falls back to the provider id for the payment method and to the address name for the customer", () => {
    const o = toOrderView({
      ...base,
      metadata: null,
      customer: null,
      payment_collections: [{ payment_sessions: [{ provider_id: "pp_bank-transfer_sugandh" }], payments: [] }],
    })
    expect(o.paymentMethod).toBe("bank-transfer")
    expect(o.customerName).toBe("Asha Rao Kumar")
  })
})
