import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, describe, expect, it, vi } from "vitest"
import { json, mockFetch } from "@/testing/fetch-mock"
import { renderWithProviders } from "@/testing/render"
import type { AdminOrder, CreditNotesView } from "../types"
import { CreditNotesPanel } from "./credit-notes-panel"

const view = (credited: number, notes: CreditNotesView["creditNotes"]): CreditNotesView => ({
  invoice: {
    number: "SGH/26-27/00007",
    date: "2026-11-10",
    total: 497,
    creditUntil: "2027-11-30",
    lines: [
      { line: 1, description: "Velvet Oud", quantity: 1, rate: 18, amount: 299, credited },
      { line: 2, description: "Chandan Pooja Agarbatti", quantity: 1, rate: 5, amount: 99, credited: 0 },
    ],
    shipping: { amount: 99, credited: 0 },
  },
  creditNotes: notes,
})
const order = { _id: "order_1", orderNumber: "ORD-1007" } as AdminOrder

afterEach(() => vi.unstubAllGlobals())

describe("CreditNotesPanel", () => {
  it("lists the order's credit notes and issues a partial one for a line's returned units", async () => {
    const issued = [{ id: "taxdoc_1", number: "SGC/26-27/00003", date: "2026-11-20", total: 299, reason: "Damaged in transit" }]
    let posted = false
    const { requests } = mockFetch(({ url, method }) => {
      if (method === "GET" && url.endsWith("/api/admin/orders/order_1/credit-notes")) return posted ? view(299, issued) : view(0, [])
      if (method === "POST" && url.endsWith("/api/admin/orders/order_1/credit-notes") && (posted = true))
        return json(
          {
            creditNote: { id: "taxdoc_1", number: "SGC/26-27/00003" },
            ...view(299, [{ id: "taxdoc_1", number: "SGC/26-27/00003", date: "2026-11-20", total: 299, reason: "Damaged in transit" }]),
          },
          201
        )
    })
    renderWithProviders(<CreditNotesPanel order={order} />)
    const panel = await screen.findByTestId("admin-credit-notes")
    expect(panel).toHaveTextContent("Against invoice SGH/26-27/00007; possible until 2027-11-30")
    expect(panel).toHaveTextContent("None issued.")

    const user = userEvent.setup()
    await user.type(within(panel).getByLabelText("Units"), "1")
    await user.type(within(panel).getByLabelText(/Reason/), "Damaged in transit")
    await user.click(within(panel).getByRole("button", { name: "Issue credit note" }))

    await waitFor(() => expect(panel).toHaveTextContent("Credit note SGC/26-27/00003 issued"))
    const post = requests.find((r) => r.method === "POST")!
    expect(post.body).toEqual({ lines: [{ line: 1, quantity: 1 }], reason: "Damaged in transit" })
    await waitFor(() => expect(panel).toHaveTextContent("SGC/26-27/00003 · ₹299.00 · Damaged in transit"))
  })

  it("shows the server's refusal", async () => {
    mockFetch(({ method }) =>
      method === "GET"
        ? view(299, [])
        : json(
            { message: "Line 1 has ₹0.00 left to credit", errors: [{ msg: "Line 1 has ₹0.00 left to credit", path: "lines[0].amount" }] },
            400
          )
    )
    renderWithProviders(<CreditNotesPanel order={order} />)
    const panel = await screen.findByTestId("admin-credit-notes")
    const user = userEvent.setup()
    await user.selectOptions(within(panel).getByLabelText("Credit by"), "amount")
    await user.type(within(panel).getByLabelText("Amount (₹)"), "5")
    await user.type(within(panel).getByLabelText(/Reason/), "Again")
    await user.click(within(panel).getByRole("button", { name: "Issue credit note" }))
    await waitFor(() => expect(panel).toHaveTextContent("Line 1 has ₹0.00 left to credit"))
  })

  it("shows nothing for an order without an invoice", async () => {
    const { requests } = mockFetch(() => ({ invoice: null, creditNotes: [] }))
    renderWithProviders(<CreditNotesPanel order={order} />)
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(screen.queryByTestId("admin-credit-notes")).not.toBeInTheDocument()
  })
})
