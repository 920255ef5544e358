import { scanAdvances, shipmentStepOf, type ShipmentStep } from "../shipment-status"

describe("Shiprocket statuses as the shop's shipment steps", () => {
  it("maps the documented shipment status codes", () => {
    const steps = (codes: number[]) => codes.map((code) => shipmentStepOf({ code }))
    expect(steps([1, 2, 3, 4, 5, 19, 15])).toEqual(Array(7).fill("booked"))
    expect(steps([42, 6, 18, 38])).toEqual(["shipped", "shipped", "shipped", "shipped"])
    expect(steps([17, 7, 21])).toEqual(["out_for_delivery", "delivered", "ndr"])
    expect(steps([9, 14, 46, 10])).toEqual(["rto_initiated", "rto_initiated", "rto_initiated", "rto_delivered"])
    // Cancelled, lost, damaged: no step of ours; the operator decides.
    expect(steps([8, 12, 25])).toEqual([null, null, null])
  })

  it("reads a webhook's current_status label (any case, spaces or underscores) when the code is not in the table", () => {
    expect(shipmentStepOf({ label: "PICKED UP" })).toBe("shipped")
    expect(shipmentStepOf({ label: "Out For Delivery" })).toBe("out_for_delivery")
    expect(shipmentStepOf({ label: "UNDELIVERED" })).toBe("ndr")
    expect(shipmentStepOf({ label: "RTO_INITIATED" })).toBe("rto_initiated")
    expect(shipmentStepOf({ label: "RTO DELIVERED" })).toBe("rto_delivered")
    expect(shipmentStepOf({ code: "NA", label: "NA" })).toBeNull()
    // The webhook sample's current_status_id 20 is another numbering: its label decides.
    expect(shipmentStepOf({ code: 99, label: "IN TRANSIT" })).toBe("shipped")
    expect(shipmentStepOf({ code: "17", label: "whatever" })).toBe("out_for_delivery")
  })
})

describe("a scan never moves a shipment backwards", () => {
  const path = (steps: ShipmentStep[]) => {
    let current: ShipmentStep | null = null
    const moved: ShipmentStep[] = []
    for (const step of steps) {
      if (scanAdvances(current, step)) {
        current = step
        moved.push(step)
      }
    }
    return moved
  }

  it("moves forward through a delivery, ignoring late and repeated scans", () => {
    expect(path(["booked", "shipped", "shipped", "out_for_delivery", "shipped", "delivered", "out_for_delivery"])).toEqual([
      "booked",
      "shipped",
      "out_for_delivery",
      "delivered",
    ])
  })

  it("goes out again after a failed attempt, and returns after one", () => {
    expect(path(["shipped", "out_for_delivery", "ndr", "out_for_delivery", "delivered"])).toEqual([
      "shipped",
      "out_for_delivery",
      "ndr",
      "out_for_delivery",
      "delivered",
    ])
    expect(path(["shipped", "ndr", "rto_initiated", "out_for_delivery", "delivered", "rto_delivered"])).toEqual([
      "shipped",
      "ndr",
      "rto_initiated",
      "rto_delivered",
    ])
  })

  it("stops at delivered and at back-with-us, whatever arrives after", () => {
    for (const next of ["booked", "shipped", "out_for_delivery", "ndr", "rto_initiated", "rto_delivered"] as ShipmentStep[]) {
      expect(scanAdvances("delivered", next)).toBe(false)
    }
    for (const next of ["booked", "shipped", "delivered", "rto_initiated"] as ShipmentStep[]) {
      expect(scanAdvances("rto_delivered", next)).toBe(false)
    }
  })

  it("takes the first scan whatever it is, and an RTO delivered without its initiation scan", () => {
    expect(scanAdvances(null, "delivered")).toBe(true)
    expect(scanAdvances("shipped", "rto_delivered")).toBe(true)
    expect(scanAdvances("out_for_delivery", "booked")).toBe(false)
  })
})
