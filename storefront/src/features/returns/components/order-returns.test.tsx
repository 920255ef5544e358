import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { EXCHANGE_TEXTS, PAYEE_MESSAGES } from "@sugandh/contract"
import { json, mockFetch, type SentRequest } from "@/testing/fetch-mock"
import { renderWithProviders } from "@/testing/render"
import type { Return, ReturnOptions } from "../types"
import { OrderReturns } from "./order-returns"

const OPTIONS: ReturnOptions = {
  open: true,
  windowDays: 7,
  lastDay: "2026-11-08",
  pickupFee: 99,
  needsPayee: true,
  lines: [
    { line: 1, title: "Rose Oud", price: 499, returnable: 2, openReturn: false, sizes: [] },
    { line: 2, title: "Sandal Attar", price: 299, returnable: 1, openReturn: false, sizes: [] },
  ],
  reasons: [
    {
      id: "rr_damaged",
      value: "damaged-in-transit",
      label: "Damaged or leaked in transit",
      description: null,
      photosRequired: true,
      chargesPickupFee: false,
    },
    {
      id: "rr_mind",
      value: "changed-mind",
      label: "Unopened and sealed — changed my mind",
      description: null,
      photosRequired: false,
      chargesPickupFee: true,
    },
  ],
}

const aReturn = (over: Partial<Return> = {}): Return => ({
  id: "ret_1",
  orderId: "order_1",
  orderNumber: "ORD-1002",
  state: "requested",
  reason: { id: "rr_mind", value: "changed-mind", label: "Unopened and sealed — changed my mind" },
  note: null,
  photos: [],
  items: [{ line: 1, title: "Rose Oud", quantity: 1, received: 0, damaged: 0 }],
  refundTo: "ravi@okicici",
  rejectionReason: null,
  refundAmount: null,
  refundShipping: false,
  refundState: null,
  requestedAt: "2026-11-03T10:00:00Z",
  receivedAt: null,
  cancelledAt: null,
  exchange: null,
  pickup: null,
  ...over,
})

type Routes = { returns?: Return[]; options?: ReturnOptions; post?: (r: SentRequest) => Response | object }

function show(routes: Routes, delivered = true) {
  const sent = mockFetch((r) => {
    if (r.url.endsWith("/api/auth/orders/order_1/returns/options")) return routes.options ?? OPTIONS
    if (r.url.endsWith("/api/auth/orders/order_1/returns") && r.method === "GET") return { returns: routes.returns ?? [] }
    if (r.url.endsWith("/api/auth/orders/order_1/returns") && r.method === "POST") return routes.post?.(r)
    if (r.url.endsWith("/api/auth/returns/photos")) return json({ photos: [{ id: "photo_1.jpg" }] }, 201)
    if (r.url.endsWith("/api/auth/returns/photos/leak.jpg")) return new Response(new Blob(["img"], { type: "image/jpeg" }))
    if (r.url.endsWith("/api/auth/returns/ret_1/cancel")) return { return: aReturn({ state: "cancelled" }) }
    return undefined
  })
  renderWithProviders(<OrderReturns orderId="order_1" delivered={delivered} />)
  return sent
}

const posted = (requests: SentRequest[], suffix: string) => requests.filter((r) => r.method === "POST" && r.url.endsWith(suffix))

beforeEach(() => {
  URL.createObjectURL = () => "blob:photo"
  URL.revokeObjectURL = () => undefined
})
afterEach(() => vi.unstubAllGlobals())

describe("OrderReturns", () => {
  it("shows each return's state and offers Cancel return only while it may be withdrawn", async () => {
    const { requests } = show({
      returns: [
        aReturn({ photos: ["leak.jpg"] }),
        aReturn({ id: "ret_2", state: "refunded", refundAmount: 200, refundState: "paid" }),
        aReturn({ id: "ret_3", state: "rejected", rejectionReason: "Seal broken" }),
      ],
      options: { ...OPTIONS, open: false },
    })
    const items = await screen.findAllByTestId("return-item")
    expect(items.map((i) => within(i).getByTestId("return-state").textContent)).toEqual(["Requested", "Refunded", "Rejected"])
    expect(within(items[1]).getByText(/Refund ₹200/)).toBeTruthy()
    expect(within(items[2]).getByText("Not accepted: Seal broken")).toBeTruthy()
    expect(screen.getAllByRole("button", { name: "Cancel return" })).toHaveLength(1)
    // The shopper's own photos, read with the sign-in token (private files).
    expect(((await within(items[0]).findByAltText("Your photo 1")) as HTMLImageElement).src).toBe("blob:photo")
    expect(screen.queryByRole("button", { name: "Return or exchange" })).toBeNull()
    await userEvent.click(screen.getByRole("button", { name: "Cancel return" }))
    await waitFor(() => expect(posted(requests, "/api/auth/returns/ret_1/cancel")).toHaveLength(1))
  })

  it("offers no return for an order that is not delivered (no options asked for)", async () => {
    const { requests } = show({ returns: [] }, false)
    await waitFor(() => expect(requests.some((r) => r.url.endsWith("/returns"))).toBe(true))
    expect(requests.some((r) => r.url.endsWith("/returns/options"))).toBe(false)
    expect(screen.queryByRole("button", { name: "Return or exchange" })).toBeNull()
  })

  it("checks the form before sending: a line, a reason, photos for a reason that needs them, the UPI ID's shape", async () => {
    const { requests } = show({})
    await userEvent.click(await screen.findByRole("button", { name: "Return or exchange" }))
    expect(screen.getByText(/may be exchanged for one instead/)).toBeTruthy()
    await userEvent.click(screen.getByRole("button", { name: "Request return" }))
    expect(screen.getByText("Pick at least one item to return")).toBeTruthy()
    expect(screen.getByRole("combobox", { name: /Reason/ }).getAttribute("aria-invalid")).toBe("true")

    await userEvent.type(screen.getByLabelText("Rose Oud (up to 2)"), "{backspace}1")
    await userEvent.selectOptions(screen.getByRole("combobox", { name: /Reason/ }), "rr_damaged")
    await userEvent.type(screen.getByLabelText(/UPI ID/), "ravi")
    await userEvent.click(screen.getByRole("button", { name: "Request return" }))
    expect(screen.getByText("Add at least one photo for this reason")).toBeTruthy()
    expect(screen.getByText(PAYEE_MESSAGES.upiId)).toBeTruthy()
    expect(posted(requests, "/returns")).toHaveLength(0)
  })

  it("uploads the photos, then sends the lines, reason, note, photo ids and payee; the return then shows", async () => {
    let created = false
    const { requests } = show({
      post: () => {
        created = true
        return json({ return: aReturn({ reason: OPTIONS.reasons[0] as Return["reason"] }) }, 201)
      },
    })
    await userEvent.click(await screen.findByRole("button", { name: "Return or exchange" }))
    await userEvent.type(screen.getByLabelText("Sandal Attar (up to 1)"), "{backspace}1")
    await userEvent.selectOptions(screen.getByRole("combobox", { name: /Reason/ }), "rr_damaged")
    await userEvent.type(screen.getByLabelText("Note"), "Cap cracked")
    await userEvent.upload(screen.getByLabelText(/Photos/), new File(["x"], "leak.jpg", { type: "image/jpeg" }))
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Refund to" }), "bank")
    await userEvent.type(screen.getByLabelText(/Account holder/), "Ravi Kumar")
    await userEvent.type(screen.getByLabelText(/Account number/), "123456789012")
    await userEvent.type(screen.getByLabelText(/IFSC/), "sbin0001234")
    await userEvent.click(screen.getByRole("button", { name: "Request return" }))
    await waitFor(() => expect(created).toBe(true))
    expect(posted(requests, "/api/auth/returns/photos")[0].body).toBeInstanceOf(FormData)
    expect(posted(requests, "/api/auth/orders/order_1/returns")[0].body).toEqual({
      items: [{ line: 2, quantity: 1 }],
      reasonId: "rr_damaged",
      note: "Cap cracked",
      photos: ["photo_1.jpg"],
      refundTo: { accountName: "Ravi Kumar", accountNumber: "123456789012", ifsc: "SBIN0001234" },
    })
    await waitFor(() => expect(screen.queryByTestId("return-form")).toBeNull())
  })

  it("offers another size of a line: the difference before asking, no payee for a dearer size, the exchange sent; an exchange shows what is owed", async () => {
    let created = false
    const sizes = [{ productId: "P11", name: "Rose Oud", size: "30ml", price: 799 }]
    const exchange = {
      id: "exchange_1",
      items: [{ line: 1, productId: "P11", title: "Rose Oud", size: "30ml", quantity: 1, price: 799 }],
      difference: 300,
      amountDue: 300,
      cashOnDelivery: false,
      shipped: false,
      trackingNumber: null,
    }
    const { requests } = show({
      options: { ...OPTIONS, lines: [{ ...OPTIONS.lines[0], sizes }, OPTIONS.lines[1]] },
      post: () => {
        created = true
        return json({ return: aReturn({ exchange }) }, 201)
      },
      returns: [aReturn({ exchange })],
    })
    const item = await screen.findByTestId("return-item")
    expect(within(item).getByTestId("return-exchange").textContent).toContain(EXCHANGE_TEXTS.toPay(300, false))
    await userEvent.click(screen.getByRole("button", { name: "Return or exchange" }))
    await userEvent.type(screen.getByLabelText("Rose Oud (up to 2)"), "{backspace}1")
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Rose Oud: refund or exchange" }), "P11")
    expect(screen.getByTestId("exchange-difference").textContent).toBe(EXCHANGE_TEXTS.preview(300))
    expect(screen.queryByLabelText(/UPI ID/)).toBeNull() // nothing comes back: no payee
    await userEvent.selectOptions(screen.getByRole("combobox", { name: /Reason/ }), "rr_mind")
    await userEvent.click(screen.getByRole("button", { name: "Request exchange" }))
    await waitFor(() => expect(created).toBe(true))
    expect(posted(requests, "/api/auth/orders/order_1/returns")[0].body).toEqual({
      items: [{ line: 1, quantity: 1 }],
      reasonId: "rr_mind",
      exchange: [{ line: 1, productId: "P11" }],
    })
  }, 15_000)

  it("shows the server's refusal on its field", async () => {
    show({
      post: () =>
        json(
          { message: "Invalid", errors: [{ msg: "Line 1 (Rose Oud): at most 1 unit(s) can be returned", path: "items.0.quantity" }] },
          400
        ),
    })
    await userEvent.click(await screen.findByRole("button", { name: "Return or exchange" }))
    await userEvent.type(screen.getByLabelText("Rose Oud (up to 2)"), "{backspace}2")
    await userEvent.selectOptions(screen.getByRole("combobox", { name: /Reason/ }), "rr_mind")
    expect(screen.getByText(/reverse pickup fee of ₹99/)).toBeTruthy()
    await userEvent.type(screen.getByLabelText(/UPI ID/), "ravi@okicici")
    await userEvent.click(screen.getByRole("button", { name: "Request return" }))
    const field = screen.getByLabelText("Rose Oud (up to 2)")
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"))
    expect(screen.getByText("Line 1 (Rose Oud): at most 1 unit(s) can be returned")).toBeTruthy()
  })
})
