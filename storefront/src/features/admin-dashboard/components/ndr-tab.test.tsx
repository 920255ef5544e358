import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, describe, expect, it, vi } from "vitest"
import { mockFetch } from "@/testing/fetch-mock"
import { renderWithProviders } from "@/testing/render"
import { NdrTab } from "./ndr-tab"

const NDR = {
  orderId: "order_1",
  orderNumber: "ORD-1007",
  awb: "321055706540",
  attempts: 2,
  reason: "Pending - Consignee Unavailable",
  lastScanAt: "2026-12-01T13:10:02.000Z",
  ageHours: 5,
}

afterEach(() => vi.unstubAllGlobals())

describe("NdrTab", () => {
  it("lists failed deliveries with the courier's reason; asks a re-attempt with a corrected phone, or a return", async () => {
    const { requests } = mockFetch((r) => {
      if (r.url.endsWith("/api/admin/ndr")) return { ndr: [NDR], count: 1 }
      const action = /\/api\/admin\/ndr\/(\d+)\/action$/.exec(r.url)
      if (action && r.method === "POST")
        return { awb: action[1], action: (r.body as { action: string }).action, requestedAt: "2026-12-01T18:00:00Z" }
      return undefined
    })
    renderWithProviders(<NdrTab />)
    const card = await screen.findByTestId("admin-ndr")
    expect(within(card).getByText(/Order ORD-1007/)).toBeTruthy()
    expect(within(card).getByText(/2 attempts/)).toBeTruthy()
    expect(within(card).getByText("Pending - Consignee Unavailable")).toBeTruthy()

    await userEvent.type(within(card).getByLabelText("Phone"), "98765 43210")
    await userEvent.click(within(card).getByRole("button", { name: "Ask the courier" }))
    await userEvent.selectOptions(within(card).getByLabelText("Answer"), "return")
    expect(within(card).queryByLabelText("Phone")).toBeNull()
    await userEvent.click(within(card).getByRole("button", { name: "Ask the courier" }))
    await waitFor(() =>
      expect(requests.filter((r) => r.method === "POST").map((r) => [r.url.replace(/^.*\/api/, ""), r.body])).toEqual([
        ["/admin/ndr/321055706540/action", { action: "reattempt", phone: "98765 43210" }],
        ["/admin/ndr/321055706540/action", { action: "return" }],
      ])
    )
  }, 20_000)
})
