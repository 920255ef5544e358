import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { planScans, type CourierScanInput, type ScanPlan, type ShipmentStep } from "../../../lib/courier/scans"
import { fulfillmentOfAwb } from "../../../lib/courier/shipment-of-awb"
import { COURIER_SCAN_MODULE } from "../../../modules/courier-scan"
import type CourierScanModuleService from "../../../modules/courier-scan/service"
import type { ScanRow } from "../../../modules/courier-scan/service"

export type ApplyStoredScansInput = { awb: string }

export type AppliedScans =
  | { known: false; scanIds: string[] }
  | {
      known: true
      scanIds: string[]
      order_id: string
      fulfillment_id: string
      items: { id: string; quantity: number }[]
      labels: { tracking_number: string; tracking_url: string; label_url: string }[]
      applied: number
      plan: ScanPlan
    }

type Undo = { restore: ShipmentRow | null }

type ShipmentRow = {
  id: string
  fulfillment_id: string
  step: string
  step_at: Date | null
  last_scan_at: Date | null
  ndr_attempts: number
  ndr_reason: string | null
  ndr_at: Date | null
}

/** A stored scan as the module lists it: its row id beside what was stored. */
type StoredScan = ScanRow & { id: string }

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null)
const nothing = (scanIds: string[]) => new StepResponse<AppliedScans, Undo>({ known: false, scanIds }, { restore: null })

const asInput = (s: StoredScan): CourierScanInput => ({
  key: s.key,
  statusCode: s.status_code,
  statusLabel: s.status_label,
  step: s.step as ShipmentStep | null,
  at: new Date(s.at).toISOString(),
  location: s.location,
  description: s.description,
})

/**
 * Reads the AWB's stored-but-unapplied scans, under the AWB's lock (the
 * workflow's), and moves the shipment row oldest first from where it stands,
 * forward only (planScans). Answers what Medusa must be told and the scans to
 * mark applied once it has been (markScansAppliedStep, the workflow's last). A
 * fulfillment cancelled since (or nothing waiting) is `known: false`: no step
 * runs. Compensation puts the row back: a later step's failure leaves the
 * scans unapplied for the next try (the sweep job).
 */
export const applyStoredScansStep = createStep(
  "apply-stored-courier-scans",
  async (input: ApplyStoredScansInput, { container }): Promise<StepResponse<AppliedScans, Undo>> => {
    const store = container.resolve<CourierScanModuleService>(COURIER_SCAN_MODULE)
    const [existing] = (await store.listCourierShipments({ awb: input.awb }, { take: 1 })) as unknown as ShipmentRow[]
    if (!existing) return nothing([])
    const waiting = (await store.listCourierScans(
      { awb: input.awb, applied_at: null },
      { order: { at: "ASC" } }
    )) as unknown as StoredScan[]
    const scanIds = waiting.map((s) => s.id)
    if (!waiting.length) return nothing(scanIds)
    const found = await fulfillmentOfAwb(container, input.awb, existing.fulfillment_id)
    if (!found) return nothing(scanIds)

    const plan = planScans(
      { step: (existing.step as ShipmentStep | undefined) ?? null, stepAt: iso(existing.step_at), lastScanAt: iso(existing.last_scan_at) },
      waiting.map(asInput),
      { shipped: found.shipped, delivered: found.delivered }
    )
    await store.updateCourierShipments({
      id: existing.id,
      step: plan.step ?? "booked",
      step_at: plan.stepAt ? new Date(plan.stepAt) : null,
      last_scan_at: plan.lastScanAt ? new Date(plan.lastScanAt) : null,
      // Heard from: the webhook only inserts, so the row is touched here (the poll asks after 24 quiet hours).
      last_heard_at: new Date(),
      ...(plan.ndrAttempts
        ? {
            ndr_attempts: (existing.ndr_attempts ?? 0) + plan.ndrAttempts,
            ndr_reason: plan.ndrReason,
            ndr_at: plan.ndrAt ? new Date(plan.ndrAt) : null,
          }
        : {}),
    })
    return new StepResponse<AppliedScans, Undo>(
      {
        known: true,
        scanIds,
        order_id: found.order_id,
        fulfillment_id: found.fulfillment_id,
        items: found.items,
        labels: found.labels,
        applied: waiting.length,
        plan,
      },
      { restore: existing }
    )
  },
  async (undo, { container }) => {
    if (!undo?.restore) return
    const store = container.resolve<CourierScanModuleService>(COURIER_SCAN_MODULE)
    const { id, step, step_at, last_scan_at, ndr_attempts, ndr_reason, ndr_at } = undo.restore
    await store.updateCourierShipments({ id, step, step_at, last_scan_at, ndr_attempts, ndr_reason, ndr_at })
  }
)

/** The workflow's last step: the scans' effects are all in, so they are not applied again. */
export const markScansAppliedStep = createStep("mark-courier-scans-applied", async (scanIds: string[], { container }) => {
  if (!scanIds.length) return new StepResponse(0)
  const store = container.resolve<CourierScanModuleService>(COURIER_SCAN_MODULE)
  await store.updateCourierScans({ selector: { id: scanIds, applied_at: null }, data: { applied_at: new Date() } })
  return new StepResponse(scanIds.length)
})
