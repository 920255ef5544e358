import { randomBytes } from "crypto"
import type { Context } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import { CourierScan } from "./models/courier-scan"
import { CourierShipment } from "./models/courier-shipment"

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw SQL rows; each caller names the columns it reads
type RawManager = { execute: (sql: string, params: unknown[]) => Promise<any[]> }

export type ScanRow = {
  key: string
  status_code: string | null
  status_label: string | null
  step: string | null
  at: Date
  location: string | null
  description: string | null
}

const id = (prefix: string) => `${prefix}_${randomBytes(13).toString("hex").toUpperCase()}`

class CourierScanModuleService extends MedusaService({ CourierScan, CourierShipment }) {
  /**
   * Stores a courier update's scans at once, without the AWB's lock: the
   * shipment row is made if new, then each scan not stored before is
   * inserted; the unique keys make a replay, or two copies of one update
   * racing, insert nothing twice. Answers how many scans are new. Each is one
   * statement on its own (no transaction, no update of the shipment row): an
   * AWB's updates never wait on each other's row locks (bench/courier-webhook.mjs).
   * Nothing is applied here: `applied_at` stays null until the steps they mean
   * have been run (workflows/courier/apply-courier-scans.ts).
   */
  @InjectManager()
  async storeScans(
    input: { awb: string; courier: string; fulfillment_id: string; order_id: string; scans: ScanRow[]; newShipment: boolean },
    @MedusaContext() sharedContext: Context = {}
  ): Promise<number> {
    const manager = sharedContext.manager as RawManager
    if (input.newShipment) {
      await manager.execute(
        `insert into courier_shipment (id, awb, courier, fulfillment_id, order_id, last_heard_at) values (?, ?, ?, ?, ?, now())
         on conflict (awb) where deleted_at is null do nothing`,
        [id("cship"), input.awb, input.courier, input.fulfillment_id, input.order_id]
      )
    }
    if (!input.scans.length) return 0
    const values = input.scans.map(() => "(?, ?, ?, ?, ?, ?, ?, ?, ?::timestamptz, ?, ?)").join(", ")
    const params = input.scans.flatMap((s) => [
      id("cscan"),
      s.key,
      input.awb,
      input.fulfillment_id,
      input.order_id,
      s.status_code,
      s.status_label,
      s.step,
      // An ISO string with a cast: the ORM inlines raw-query parameters, and a Date is not written as an instant.
      s.at.toISOString(),
      s.location,
      s.description,
    ])
    const inserted = await manager.execute(
      `insert into courier_scan (id, key, awb, fulfillment_id, order_id, status_code, status_label, step, at, location, description)
       values ${values} on conflict (key) where deleted_at is null do nothing returning id`,
      params
    )
    return inserted.length
  }

  /** AWBs with scans stored but not yet applied (stored before `before`), oldest first: the sweep's work. */
  @InjectManager()
  async awbsWithUnappliedScans(before: Date, limit: number, @MedusaContext() sharedContext: Context = {}): Promise<string[]> {
    const manager = sharedContext.manager as RawManager
    const rows = await manager.execute(
      `select awb from courier_scan where applied_at is null and deleted_at is null and created_at < ?::timestamptz
        group by awb order by min(created_at) limit ?`,
      [before.toISOString(), limit]
    )
    return rows.map((r: { awb: string }) => r.awb)
  }
}

export default CourierScanModuleService
