import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { ReturnAnswer } from "@sugandh/contract"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { json, mockFetch, type SentRequest } from "@/testing/fetch-mock"
import { renderWithProviders } from "@/testing/render"
import { ReturnsTab } from "./returns-tab"

const aReturn = (over: Partial<ReturnAnswer> = {}): ReturnAnswer => ({
  id: "ret_1",
  orderId: "order_1",
  orderNumber: "ORD-1002",
  state: "requested",
  reason: { id: "rr_1", value: "damaged-in-transit", label: "Damaged or leaked in transit" },
  note: "Cap cracked",
  photos: ["leak.jpg"],
  items: [
    { line: 1, title: "Rose Oud", quantity: 2, received: 0, damaged: 0 },
    { line: 3, title: "Sandal Attar", quantity: 1, received: 0, damaged: 0 },
  ],
  refundTo: "ravi@okicici",
  rejectionReason: null,
  refundAmount: null,
  refundShipping: true,
  refundState: null,
  requestedAt: "2026-11-03T10:00:00Z",
  receivedAt: null,
  cancelledAt: null,
  exchange: null,
  pickup: null,
  ...over,
})

const QUEUE: Record<string, ReturnAnswer[]> = {
  requested: [aReturn()],
  approved: [aReturn({ id: "ret_2", state: "approved" })],
  received: [aReturn({ id: "ret_3", state: "received", photos: [] })],
}

function show(refuse?: (r: SentRequest) => Response | undefined) {
  return mockFetch((r) => {
    const state = /\/api\/admin\/returns\?state=([a-z-]+)$/.exec(r.url)?.[1]
    if (state) return { returns: QUEUE[state] ?? [] }
    if (r.url.includes("/api/admin/private-files/")) return new Response(new Blob(["img"], { type: "image/jpeg" }))
    const action = /\/api\/admin\/returns\/(ret_\d)\/(approve|reject|receive|refund)$/.exec(r.url)
    if (action && r.method === "POST") return refuse?.(r) ?? { return: aReturn({ id: action[1] }) }
    return undefined
  })
}

beforeEach(() => {
  // jsdom has no object URLs: the photo's bytes are shown from this one.
  URL.createObjectURL = () => "blob:photo"
  URL.revokeObjectURL = () => undefined
})
afterEach(() => vi.unstubAllGlobals())

const posts = (requests: SentRequest[]) => requests.filter((r) => r.method === "POST").map((r) => [r.url.replace(/^.*\/api/, ""), r.body])

describe("ReturnsTab", () => {
  it("lists the requested returns with their photos; approve, and reject only with a reason", async () => {
    const { requests } = show()
    renderWithProviders(<ReturnsTab />)
    const card = await screen.findByTestId("admin-return")
    expect(within(card).getByText(/Order ORD-1002/)).toBeTruthy()
    expect(within(card).getByText(/Cap cracked/)).toBeTruthy()
    expect(((await within(card).findByAltText("Photo 1 of the return")) as HTMLImageElement).src).toBe("blob:photo")
    expect(requests.some((r) => r.url.endsWith("/api/admin/private-files/leak.jpg"))).toBe(true)

    await userEvent.click(within(card).getByRole("button", { name: "Reject" }))
    expect(within(card).getByText("Give the reason for the shopper")).toBeTruthy()
    await userEvent.type(within(card).getByLabelText("Reason for rejecting"), "The seal is broken")
    await userEvent.click(within(card).getByRole("button", { name: "Reject" }))
    await userEvent.click(within(card).getByRole("button", { name: "Approve" }))
    await waitFor(() =>
      expect(posts(requests)).toEqual([
        ["/admin/returns/ret_1/reject", { reason: "The seal is broken" }],
        ["/admin/returns/ret_1/approve", {}],
      ])
    )
  })

  it("receives an approved return line by line, accepted and damaged", async () => {
    const { requests } = show()
    renderWithProviders(<ReturnsTab />)
    await screen.findByTestId("admin-return")
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "State" }), "approved")
    const form = await screen.findByRole("form", { name: "Receive the return of order ORD-1002" })
    const accepted = within(form).getByLabelText("Line 1 accepted")
    await userEvent.clear(accepted)
    await userEvent.type(accepted, "1")
    const damaged = within(form).getByLabelText("Line 1 damaged")
    await userEvent.clear(damaged)
    await userEvent.type(damaged, "2")
    await userEvent.click(within(form).getByRole("button", { name: "Receive" }))
    expect(within(form).getByRole("alert").textContent).toMatch(/Line 1: accepted and damaged are at most/)
    await userEvent.clear(damaged)
    await userEvent.type(damaged, "1")
    await userEvent.click(within(form).getByRole("button", { name: "Receive" }))
    await waitFor(() =>
      expect(posts(requests)).toEqual([
        [
          "/admin/returns/ret_2/receive",
          {
            items: [
              { line: 1, accepted: 1, damaged: 1 },
              { line: 3, accepted: 1, damaged: 0 },
            ],
          },
        ],
      ])
    )
  })

  it("refunds a received return and shows the server's refusal", async () => {
    const { requests } = show(() => json({ message: "This return is already refunded" }, 409))
    renderWithProviders(<ReturnsTab />)
    await screen.findByTestId("admin-return")
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "State" }), "received")
    await userEvent.click(await screen.findByRole("button", { name: "Refund" }))
    expect(await screen.findByText("This return is already refunded")).toBeTruthy()
    expect(posts(requests)).toEqual([["/admin/returns/ret_3/refund", {}]])
  })
})
