import { scanKey, type CourierScanInput } from "../courier-client/scan"
import { istToIso } from "./after-booking"
import { shipmentStepOf } from "./shipment-status"

/**
 * Shiprocket's tracking webhook (https://apidocs.shiprocket.in/, "Webhooks":
 * one POST per new scan, JSON, the panel's security token in `x-api-key`, 200
 * expected, no retries documented). The body carries the shipment's current
 * status (`shipment_status_id` in the Shipment Status Codes table, with its
 * label; `current_status_id` is another numbering, read by label only) and
 * `scans[]`, the shipment's scans so far ({date, activity, location,
 * sr-status, sr-status-label}). Every scan in it is kept (a missed webhook is
 * filled in by the next), keyed so that a replay stores nothing new.
 */
export type ShiprocketWebhookScans = { awb: string; courierName: string | null; scans: CourierScanInput[] }

type Raw = Record<string, unknown>

const text = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" ? String(v) : null)

/** "2023-05-23 11:43:52" (scans, etd) or "23 05 2023 11:43:52" (current_timestamp), Indian time → ISO +05:30; null when neither. */
export function shiprocketTime(value: unknown): string | null {
  const s = text(value)
  if (!s) return null
  const dayFirst = /^(\d{2})[ -/](\d{2})[ -/](\d{4})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(s)
  const iso = dayFirst ? istToIso(`${dayFirst[3]}-${dayFirst[2]}-${dayFirst[1]} ${dayFirst[4]}`) : istToIso(s)
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/.test(iso) && !Number.isNaN(Date.parse(iso)) ? iso : null
}

/** The scans a webhook body reports, or a reason it is malformed (the route answers 400 with it). */
export function readShiprocketWebhook(body: unknown): { ok: true; value: ShiprocketWebhookScans } | { ok: false; reason: string } {
  if (!body || typeof body !== "object" || Array.isArray(body)) return { ok: false, reason: "The body must be a JSON object" }
  const raw = body as Raw
  const awb = text(raw.awb)
  if (!awb || awb.length > 64) return { ok: false, reason: "awb is missing" }
  if (raw.scans !== undefined && !Array.isArray(raw.scans)) return { ok: false, reason: "scans must be a list" }
  const listed = ((raw.scans as unknown[] | undefined) ?? []).slice(0, 500)
  const scans: CourierScanInput[] = []
  for (const entry of listed) {
    if (!entry || typeof entry !== "object") return { ok: false, reason: "each scan must be an object" }
    const s = entry as Raw
    const at = shiprocketTime(s.date)
    if (!at) return { ok: false, reason: "a scan has no readable date" }
    const code = text(s["sr-status"])
    const label = text(s["sr-status-label"])
    const numeric = code && /^\d+$/.test(code) ? code : null
    scans.push({
      key: scanKey(awb, at, numeric ?? label ?? text(s.activity)),
      statusCode: numeric,
      statusLabel: label,
      step: shipmentStepOf({ code: numeric, label }),
      at,
      location: text(s.location),
      description: text(s.activity),
    })
  }
  const currentCode = text(raw.shipment_status_id)
  const currentLabel = text(raw.shipment_status) ?? text(raw.current_status)
  if (!currentCode && !currentLabel && !scans.length) return { ok: false, reason: "no status and no scans" }
  if (currentCode || currentLabel) {
    const numeric = currentCode && /^\d+$/.test(currentCode) ? currentCode : null
    const step = shipmentStepOf({ code: numeric, label: currentLabel })
    const newest = [...scans].sort((a, b) => b.at.localeCompare(a.at))[0]
    const at = shiprocketTime(raw.current_timestamp) ?? newest?.at ?? null
    if (!at) return { ok: false, reason: "current_timestamp is not a date" }
    // The current status is usually the newest scan too; it is kept apart only when no scan says it.
    const said = scans.some((s) => s.step === step && (s.statusCode === numeric || s.statusLabel === currentLabel) && s.at >= at)
    if (!said) {
      scans.push({
        key: scanKey(awb, at, numeric ?? currentLabel),
        statusCode: numeric,
        statusLabel: currentLabel,
        step,
        at,
        location: newest?.location ?? null,
        description: text(raw.current_status) ?? currentLabel,
      })
    }
  }
  return { ok: true, value: { awb, courierName: text(raw.courier_name), scans: dedupe(scans) } }
}

const dedupe = (scans: CourierScanInput[]) => [...new Map(scans.map((s) => [s.key, s])).values()]
