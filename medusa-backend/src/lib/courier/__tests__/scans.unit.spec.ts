import { planScans, type CourierScanInput, type ShipmentStep } from "../scans"

const scan = (step: ShipmentStep | null, at: string, description = "scan"): CourierScanInput => ({
  key: `${step}|${at}`,
  statusCode: null,
  statusLabel: null,
  step,
  at,
  location: "Bangalore",
  description,
})
const fresh = { step: null, stepAt: null, lastScanAt: null }
const booked = { shipped: false, delivered: false }
const shipped = { shipped: true, delivered: false }

describe("planScans: what new scans do to a shipment", () => {
  it("walks scans oldest first whatever order they came in: in transit after delivered is still delivered", () => {
    const plan = planScans(
      fresh,
      [
        scan("delivered", "2023-05-24T13:05:55+05:30"),
        scan("shipped", "2023-05-19T16:10:38+05:30"),
        scan("out_for_delivery", "2023-05-23T09:12:40+05:30"),
      ],
      booked
    )
    expect(plan).toMatchObject({
      step: "delivered",
      ship: true,
      deliver: true,
      outForDelivery: false,
      lastScanAt: "2023-05-24T13:05:55+05:30",
    })
  })

  it("never moves back: a late in-transit scan after out for delivery changes nothing", () => {
    const plan = planScans(
      { step: "out_for_delivery", stepAt: "2023-05-23T09:12:40+05:30", lastScanAt: null },
      [scan("shipped", "2023-05-20T08:02:11+05:30")],
      shipped
    )
    expect(plan).toMatchObject({ step: "out_for_delivery", outForDelivery: false, ship: false, deliver: false })
  })

  it("picked up ships the order once (not when Medusa already has the shipment)", () => {
    expect(planScans(fresh, [scan("shipped", "2023-05-19T16:10:38+05:30")], booked).ship).toBe(true)
    expect(planScans(fresh, [scan("shipped", "2023-05-19T16:10:38+05:30")], shipped).ship).toBe(false)
    expect(planScans(fresh, [scan("booked", "2023-05-19T11:59:16+05:30")], booked).ship).toBe(false)
  })

  it("counts each failed attempt with the courier's reason, and a re-attempt goes out for delivery again", () => {
    const first = planScans(
      { step: "out_for_delivery", stepAt: null, lastScanAt: null },
      [scan("ndr", "2023-05-23T18:40:02+05:30", "Consignee Unavailable")],
      shipped
    )
    expect(first).toMatchObject({ step: "ndr", ndrAttempts: 1, ndrReason: "Consignee Unavailable" })
    const again = planScans(
      { step: "ndr", stepAt: null, lastScanAt: null },
      [scan("out_for_delivery", "2023-05-24T09:00:00+05:30"), scan("ndr", "2023-05-24T19:00:00+05:30", "Address incomplete")],
      shipped
    )
    expect(again).toMatchObject({ step: "ndr", ndrAttempts: 1, ndrReason: "Address incomplete" })
  })

  it("delivered marks delivery unless Medusa has it already; nothing moves after it", () => {
    expect(
      planScans({ step: "out_for_delivery", stepAt: null, lastScanAt: null }, [scan("delivered", "2023-05-24T13:05:55+05:30")], shipped)
        .deliver
    ).toBe(true)
    expect(planScans(fresh, [scan("delivered", "2023-05-24T13:05:55+05:30")], { shipped: true, delivered: true }).deliver).toBe(false)
    const after = planScans(
      { step: "delivered", stepAt: null, lastScanAt: null },
      [scan("rto_initiated", "2023-05-25T10:00:00+05:30")],
      shipped
    )
    expect(after).toMatchObject({ step: "delivered", rtoReceived: false })
  })

  it("RTO: returning, then back with us once; an NDR while returning is no attempt of ours", () => {
    const returning = planScans(
      { step: "ndr", stepAt: null, lastScanAt: null },
      [scan("rto_initiated", "2023-05-25T10:00:00+05:30")],
      shipped
    )
    expect(returning).toMatchObject({ step: "rto_initiated", rtoReceived: false })
    const back = planScans(
      { step: "rto_initiated", stepAt: null, lastScanAt: null },
      [scan("ndr", "2023-05-26T10:00:00+05:30"), scan("rto_delivered", "2023-05-28T15:30:00+05:30")],
      shipped
    )
    expect(back).toMatchObject({ step: "rto_delivered", rtoReceived: true, ndrAttempts: 0 })
    expect(
      planScans({ step: "rto_delivered", stepAt: null, lastScanAt: null }, [scan("rto_delivered", "2023-05-28T15:30:00+05:30")], shipped)
        .rtoReceived
    ).toBe(false)
  })

  it('a scan that is no step ("NA") only moves the last scan time', () => {
    const plan = planScans(fresh, [scan(null, "2023-05-19T09:51:00+05:30")], booked)
    expect(plan).toMatchObject({ step: null, lastScanAt: "2023-05-19T09:51:00+05:30", ship: false })
  })
})
