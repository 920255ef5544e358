import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { planScans, type CourierScanInput, type ScanPlan, type ShipmentStep } from "../../../lib/courier/scans"
import { fulfillmentOfAwb } from "../../../lib/courier/shipment-of-awb"
import { COURIER_SCAN_MODULE } from "../../../modules/courier-scan"
import type CourierScanModuleService from "../../../modules/courier-scan/service"

export type StoreCourierScansInput = { awb: string; courier: string; scans: CourierScanInput[] }

export type StoredCourierScans =
  | { known: false }
  | {
      known: true
      order_id: string
      fulfillment_id: string
      items: { id: string; quantity: number }[]
      labels: { tracking_number: string; tracking_url: string; label_url: string }[]
      stored: number
      plan: ScanPlan
    }

type Undo = { scanIds: string[]; created: string | null; restore: ShipmentRow | null }

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

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null)

/**
 * Stores the scans not seen before (by key) and moves the AWB's shipment row
 * as planScans decides, under the AWB's lock (the workflow's). Answers what
 * Medusa must be told. An AWB of no fulfillment of ours is `known: false`,
 * stored nowhere. Compensation removes what this step wrote.
 */
export const storeCourierScansStep = createStep(
  "store-courier-scans",
  async (input: StoreCourierScansInput, { container }): Promise<StepResponse<StoredCourierScans, Undo>> => {
    const store = container.resolve<CourierScanModuleService>(COURIER_SCAN_MODULE)
    const [existing] = (await store.listCourierShipments({ awb: input.awb }, { take: 1 })) as unknown as ShipmentRow[]
    const found = await fulfillmentOfAwb(container, input.awb, existing?.fulfillment_id)
    if (!found) {
      return new StepResponse<StoredCourierScans, Undo>({ known: false }, { scanIds: [], created: null, restore: null })
    }
    const keys = input.scans.map((s) => s.key)
    const seen = new Set(
      keys.length ? (await store.listCourierScans({ key: keys }, { select: ["key"], take: keys.length })).map((s) => s.key) : []
    )
    const fresh = input.scans.filter((s) => !seen.has(s.key))
    const created = fresh.length
      ? await store.createCourierScans(
          fresh.map((s) => ({
            key: s.key,
            awb: input.awb,
            fulfillment_id: found.fulfillment_id,
            order_id: found.order_id,
            status_code: s.statusCode,
            status_label: s.statusLabel,
            step: s.step,
            at: new Date(s.at),
            location: s.location,
            description: s.description,
          }))
        )
      : []
    const plan = planScans(
      {
        step: (existing?.step as ShipmentStep | undefined) ?? null,
        stepAt: iso(existing?.step_at),
        lastScanAt: iso(existing?.last_scan_at),
      },
      fresh,
      { shipped: found.shipped, delivered: found.delivered }
    )
    const now = new Date()
    const values = {
      step: plan.step ?? "booked",
      step_at: plan.stepAt ? new Date(plan.stepAt) : null,
      last_scan_at: plan.lastScanAt ? new Date(plan.lastScanAt) : null,
      last_heard_at: now,
      ...(plan.ndrAttempts
        ? {
            ndr_attempts: (existing?.ndr_attempts ?? 0) + plan.ndrAttempts,
            ndr_reason: plan.ndrReason,
            ndr_at: plan.ndrAt ? new Date(plan.ndrAt) : null,
          }
        : {}),
    }
    let created_id: string | null = null
    if (existing) {
      await store.updateCourierShipments({ id: existing.id, ...values })
    } else {
      const made = await store.createCourierShipments({
        awb: input.awb,
        courier: input.courier,
        fulfillment_id: found.fulfillment_id,
        order_id: found.order_id,
        ...values,
      })
      created_id = made.id
    }
    return new StepResponse<StoredCourierScans, Undo>(
      {
        known: true,
        order_id: found.order_id,
        fulfillment_id: found.fulfillment_id,
        items: found.items,
        labels: found.labels,
        stored: created.length,
        plan,
      },
      { scanIds: created.map((c) => c.id), created: created_id, restore: existing ?? null }
    )
  },
  async (undo, { container }) => {
    if (!undo) return
    const store = container.resolve<CourierScanModuleService>(COURIER_SCAN_MODULE)
    if (undo.scanIds.length) await store.deleteCourierScans(undo.scanIds)
    if (undo.created) await store.deleteCourierShipments(undo.created)
    if (undo.restore) {
      const { id, step, step_at, last_scan_at, ndr_attempts, ndr_reason, ndr_at } = undo.restore
      await store.updateCourierShipments({ id, step, step_at, last_scan_at, ndr_attempts, ndr_reason, ndr_at })
    }
  }
)
