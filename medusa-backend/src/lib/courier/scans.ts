import { scanAdvances, type ShipmentStep } from "../../modules/providers/fulfillment-shiprocket/shipment-status"

import type { CourierScanInput } from "../../modules/providers/courier-client/scan"

export type { ShipmentStep, CourierScanInput }

/** What the shipment becomes after some newly stored scans, and what Medusa must be told. */
export type ScanPlan = {
  step: ShipmentStep | null
  stepAt: string | null
  lastScanAt: string | null
  /** Failed attempts added by these scans (a second NDR is a second attempt, though the step stays). */
  ndrAttempts: number
  ndrReason: string | null
  ndrAt: string | null
  /** The parcel left us: Medusa's shipment, when the booking has none yet. */
  ship: boolean
  outForDelivery: boolean
  deliver: boolean
  rtoReceived: boolean
}

const MOVING: ReadonlySet<ShipmentStep> = new Set<ShipmentStep>([
  "shipped",
  "out_for_delivery",
  "ndr",
  "delivered",
  "rto_initiated",
  "rto_delivered",
])

/**
 * Walks the new scans oldest first from where the shipment stands: a scan moves
 * it only when scanAdvances says so (never backwards, nothing after delivered
 * or back with us). `facts` are Medusa's: whether the fulfillment is already
 * shipped and delivered, so a missed "picked up" is made good before delivery
 * and a delivery marked by hand is not marked twice.
 */
export function planScans(
  current: { step: ShipmentStep | null; stepAt: string | null; lastScanAt: string | null },
  scans: CourierScanInput[],
  facts: { shipped: boolean; delivered: boolean }
): ScanPlan {
  const sorted = [...scans].sort((a, b) => a.at.localeCompare(b.at))
  let step = current.step
  let stepAt = current.stepAt
  let lastScanAt = current.lastScanAt
  let ndrAttempts = 0
  let ndr: CourierScanInput | null = null
  for (const scan of sorted) {
    if (!lastScanAt || new Date(scan.at) > new Date(lastScanAt)) lastScanAt = scan.at
    if (!scan.step) continue
    const settled = step === "delivered" || step === "rto_initiated" || step === "rto_delivered"
    if (scan.step === "ndr" && !settled) {
      ndrAttempts += 1
      ndr = scan
    }
    if (scanAdvances(step, scan.step)) {
      step = scan.step
      stepAt = scan.at
    }
  }
  const moved = step !== current.step
  return {
    step,
    stepAt,
    lastScanAt,
    ndrAttempts,
    ndrReason: ndr?.description ?? null,
    ndrAt: ndr?.at ?? null,
    ship: !!step && MOVING.has(step) && !facts.shipped,
    outForDelivery: moved && step === "out_for_delivery",
    deliver: moved && step === "delivered" && !facts.delivered,
    rtoReceived: moved && step === "rto_delivered",
  }
}
