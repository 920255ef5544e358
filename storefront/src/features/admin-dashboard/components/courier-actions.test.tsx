import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, describe, expect, it, vi } from "vitest"
import { json, mockFetch } from "@/testing/fetch-mock"
import { renderWithProviders } from "@/testing/render"
import type { AdminOrder } from "../types"
import { CourierActions, istToday, ManifestButton } from "./courier-actions"

const order = (over: Partial<AdminOrder>) =>
  ({ _id: "order_1", orderNumber: "ORD-1007", orderStatus: "processing", courierShipment: null, ...over }) as AdminOrder
const BOOKED = {
  fulfillmentId: "ful_1",
  courier: "shiprocket",
  courierName: "Amazon Surface",
  awb: "321055706540",
  pickupScheduledDate: null,
  bookedAt: "2026-11-28T08:00:00.000Z",
  shipped: false,
}
const pdf = () => new Response(new Blob(["%PDF-1.4"], { type: "application/pdf" }), { headers: { "Content-Type": "application/pdf" } })

afterEach(() => vi.unstubAllGlobals())

describe("CourierActions", () => {
  it("books a processing order's shipment and shows the server's message", async () => {
    const { requests } = mockFetch(({ url, method }) =>
      method === "POST" && url.endsWith("/api/admin/orders/order_1/shipment")
        ? { success: true, message: "Shipment booked with the courier", order: null }
        : undefined
    )
    renderWithProviders(<CourierActions order={order({})} busy={false} />)
    await userEvent.setup().click(screen.getByRole("button", { name: "Book shipment" }))
    expect(await screen.findByText("Shipment booked with the courier")).toBeInTheDocument()
    expect(requests.filter((r) => r.method === "POST")).toHaveLength(1)
  })

  it("shows the courier's refusal (an unserved PIN) as the server words it", async () => {
    const refusal = "Shiprocket refused the request: no courier serves PIN 999999"
    mockFetch(({ method }) => (method === "POST" ? json({ message: refusal }, 400) : undefined))
    renderWithProviders(<CourierActions order={order({})} busy={false} />)
    await userEvent.setup().click(screen.getByRole("button", { name: "Book shipment" }))
    expect(await screen.findByText(refusal)).toBeInTheDocument()
  })

  it("offers nothing on a pending order or a parcel already picked up", () => {
    mockFetch()
    const pending = renderWithProviders(<CourierActions order={order({ orderStatus: "pending" })} busy={false} />)
    expect(screen.queryByRole("button")).toBeNull()
    pending.unmount()
    renderWithProviders(
      <CourierActions order={order({ orderStatus: "shipped", courierShipment: { ...BOOKED, shipped: true } })} busy={false} />
    )
    expect(screen.queryByRole("button")).toBeNull()
    expect(screen.queryByTestId("admin-courier-awb")).toBeNull()
  })

  it("a booked parcel: the AWB, the label download and Cancel shipment after the operator's yes", async () => {
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:label", revokeObjectURL: () => undefined }))
    const confirm = vi.fn(() => true)
    vi.stubGlobal("confirm", confirm)
    const { requests } = mockFetch(({ url, method }) => {
      if (method === "GET" && url.endsWith("/api/admin/orders/order_1/shipment/label")) return pdf()
      if (method === "DELETE" && url.endsWith("/api/admin/orders/order_1/shipment"))
        return { success: true, message: "Shipment cancelled with the courier", order: null }
    })
    renderWithProviders(<CourierActions order={order({ courierShipment: BOOKED })} busy={false} />)
    expect(screen.getByTestId("admin-courier-awb")).toHaveTextContent("Amazon Surface · AWB 321055706540")
    expect(screen.queryByRole("button", { name: "Book shipment" })).toBeNull()
    const user = userEvent.setup()
    await user.click(screen.getByRole("button", { name: "Label" }))
    await waitFor(() => expect(requests.some((r) => r.url.endsWith("/shipment/label"))).toBe(true))
    await user.click(screen.getByRole("button", { name: "Cancel shipment" }))
    expect(await screen.findByText("Shipment cancelled with the courier")).toBeInTheDocument()
    expect(confirm).toHaveBeenCalledTimes(1)
    expect(requests.filter((r) => r.method === "DELETE")).toHaveLength(1)
  })
})

describe("ManifestButton", () => {
  it("downloads today's (IST) manifest, and shows the server's reason when there is none", async () => {
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:manifest", revokeObjectURL: () => undefined }))
    let first = true
    const { requests } = mockFetch(({ url }) => {
      if (!url.includes("/api/admin/shipments/manifest")) return undefined
      if (first) {
        first = false
        return pdf()
      }
      return json({ message: `No courier shipments were booked on ${istToday()}` }, 409)
    })
    renderWithProviders(<ManifestButton />)
    const user = userEvent.setup()
    await user.click(screen.getByRole("button", { name: "Manifest" }))
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(requests[0].url).toContain(`date=${istToday()}`)
    await user.click(await screen.findByRole("button", { name: "Manifest" }))
    expect(await screen.findByText(`No courier shipments were booked on ${istToday()}`)).toBeInTheDocument()
  })

  it("counts the day in India: 20:00 UTC is already the next day", () => {
    expect(istToday(Date.parse("2026-11-28T20:00:00Z"))).toBe("2026-11-29")
    expect(istToday(Date.parse("2026-11-28T18:00:00Z"))).toBe("2026-11-28")
  })
})
