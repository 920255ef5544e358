import { readShiprocketWebhook, shiprocketTime } from "../webhook"
import { trackShipment } from "../after-booking"
import type { ShiprocketApi } from "../api"
import { scansOfTracking } from "../tracked-scans"
import { trackingDelivered, webhookScans, webhookUpdate } from "./shiprocket-docs-fixtures"

describe("Shiprocket's tracking webhook body", () => {
  it("reads the documented sample: numeric awb, every scan with its step and Indian time, the current status kept once", () => {
    const body = webhookUpdate({
      awb: 19041424751540,
      status: "IN TRANSIT",
      statusId: 18,
      timestamp: "20 05 2023 08:02:11",
      scans: [webhookScans.manifested, webhookScans.pickedUp, webhookScans.inTransit],
    })
    const read = readShiprocketWebhook(body)
    if (!read.ok) throw new Error(read.reason)
    expect(read.value.awb).toBe("19041424751540")
    expect(read.value.scans.map((s) => [s.step, s.at])).toEqual([
      ["booked", "2023-05-19T11:59:16+05:30"],
      ["shipped", "2023-05-19T16:10:38+05:30"],
      ["shipped", "2023-05-20T08:02:11+05:30"],
    ])
    expect(read.value.scans[1]).toMatchObject({
      statusCode: "42",
      location: "Chomu_SamodRd_D (Rajasthan)",
      description: "In Transit - Shipment picked up",
    })
    expect(new Set(read.value.scans.map((s) => s.key)).size).toBe(3)
  })

  it("adds the current status as a scan when no listed scan says it (scans[] may lag the status)", () => {
    const read = readShiprocketWebhook(
      webhookUpdate({
        awb: "A1",
        status: "OUT FOR DELIVERY",
        statusId: 17,
        timestamp: "23 05 2023 09:12:40",
        scans: [webhookScans.pickedUp],
      })
    )
    if (!read.ok) throw new Error(read.reason)
    expect(read.value.scans.map((s) => s.step)).toEqual(["shipped", "out_for_delivery"])
    expect(read.value.scans[1]).toMatchObject({ at: "2023-05-23T09:12:40+05:30", location: "Chomu_SamodRd_D (Rajasthan)" })
  })

  it("gives the same keys for the same body twice (a replay stores nothing new)", () => {
    const body = webhookUpdate({
      awb: "A1",
      status: "DELIVERED",
      statusId: 7,
      timestamp: "24 05 2023 13:05:55",
      scans: [webhookScans.delivered],
    })
    const a = readShiprocketWebhook(body)
    const b = readShiprocketWebhook(JSON.parse(JSON.stringify(body)))
    if (!a.ok || !b.ok) throw new Error("unreadable")
    expect(b.value.scans.map((s) => s.key)).toEqual(a.value.scans.map((s) => s.key))
  })

  it.each([
    ["not an object", "scan"],
    ["no awb", { current_status: "DELIVERED", shipment_status_id: 7, current_timestamp: "24 05 2023 13:05:55" }],
    ["scans not a list", { awb: "A1", scans: "x" }],
    ["no status and no scans", { awb: "A1" }],
    ["a scan without a date", { awb: "A1", scans: [{ ...webhookScans.delivered, date: "yesterday" }] }],
    ["an unreadable current time and no scans", { awb: "A1", shipment_status_id: 7, current_timestamp: "soon" }],
  ])("refuses a malformed body: %s", (_name, body) => {
    expect(readShiprocketWebhook(body).ok).toBe(false)
  })

  it("reads both of Shiprocket's time formats as Indian time", () => {
    expect(shiprocketTime("23 05 2023 11:43:52")).toBe("2023-05-23T11:43:52+05:30")
    expect(shiprocketTime("2023-05-23 11:43:52")).toBe("2023-05-23T11:43:52+05:30")
    expect(shiprocketTime("2023-13-45 99:00:00")).toBeNull()
    expect(shiprocketTime(null)).toBeNull()
  })
})

describe("the tracking poll's scans", () => {
  it("are keyed as the webhook's: a scan both bring is stored once", async () => {
    const api = { trackAwb: async () => trackingDelivered } as unknown as ShiprocketApi
    const polled = scansOfTracking(await trackShipment(api, "141123221084922"))
    const activities = trackingDelivered.tracking_data.shipment_track_activities
    const read = readShiprocketWebhook(
      webhookUpdate({ awb: "141123221084922", status: "DELIVERED", statusId: 7, timestamp: "19 07 2022 11:37:00", scans: activities })
    )
    if (!read.ok) throw new Error(read.reason)
    expect(polled).toHaveLength(activities.length)
    expect(new Set(read.value.scans.map((s) => s.key))).toEqual(new Set(polled.map((s) => s.key)))
    expect(polled.find((s) => s.statusCode === "7")).toMatchObject({ step: "delivered", at: "2022-07-19T11:37:00+05:30" })
    expect(polled.find((s) => s.statusLabel === "NA")).toMatchObject({ step: null, statusCode: null })
  })
})
