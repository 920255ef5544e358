import { fireEvent, screen, within } from "@testing-library/react"
import { beforeEach, describe, expect, it } from "vitest"
import { json, mockFetch, type SentRequest } from "@/testing/fetch-mock"
import { renderWithProviders } from "@/testing/render"
import { SettlementPanel } from "./settlement-panel"

/** The server's preview of a report, in the contract's shape (GatewaySettlementPreviewAnswerSchema). */
const PREVIEW = {
  success: true,
  rows: 4,
  matched: [
    {
      gatewayPaymentId: "pay_Settled000001",
      orderNumber: "ORD-1001",
      amount: 697,
      settlementId: "setl_A1",
      settledAt: "2026-11-22T04:00:00.000Z",
      amountDiffers: false,
    },
    {
      gatewayPaymentId: "pay_Differs000001",
      orderNumber: "ORD-1002",
      amount: 10,
      settlementId: "setl_A1",
      settledAt: "2026-11-22T04:00:00.000Z",
      amountDiffers: true,
    },
  ],
  capturedNotSettled: [
    {
      gatewayPaymentId: "pay_Waiting000001",
      orderId: "order_3",
      orderNumber: "ORD-1003",
      amount: 450,
      capturedAt: null,
      settlementId: null,
    },
  ],
  settledUnknown: [{ row: 4, gatewayPaymentId: "pay_Unknown000001", amount: 99, settledAt: null, settlementId: "setl_A1" }],
  days: [{ date: "2026-11-22", fee: 12, gst: 2.16, settled: 806, rows: 3 }],
}

let requests: SentRequest[] = []

beforeEach(() => {
  window.localStorage.setItem("token", "t")
  ;({ requests } = mockFetch(({ url, method, body }) => {
    if (method === "POST" && url.endsWith("/api/admin/payments/gateway-settlements")) return json(PREVIEW)
    if (method === "POST" && url.endsWith("/api/admin/payments/gateway-settlements/confirm")) {
      return json({
        success: true,
        message: "1 payment recorded as settled",
        recorded: 1,
        results: body.matches.map((m: { gatewayPaymentId: string }) => ({
          gatewayPaymentId: m.gatewayPaymentId,
          recorded: true,
          message: "Settled in setl_A1",
        })),
      })
    }
    return undefined
  }))
})

describe("SettlementPanel", () => {
  it("previews Razorpay's report and records only the ticked settlements whose amount matches", async () => {
    renderWithProviders(<SettlementPanel />)
    const file = new File(["entity_id,type\n"], "settlements.csv", { type: "text/csv" })
    fireEvent.change(screen.getByLabelText(/Settlement report CSV/), { target: { files: [file] } })
    fireEvent.click(screen.getByRole("button", { name: "Preview settlements" }))

    const preview = await screen.findByTestId("settlement-preview")
    const upload = requests.find((r) => r.url.endsWith("/gateway-settlements"))!
    expect(upload.body).toBeInstanceOf(FormData)
    expect((upload.body as FormData).get("report")).toBeInstanceOf(File)
    expect(within(preview).getAllByTestId("settlement-match")).toHaveLength(1)
    expect(within(preview).getByTestId("settlement-match")).toHaveTextContent("ORD-1001")
    expect(within(preview).getByTestId("settlement-mismatch")).toHaveTextContent("ORD-1002")
    expect(within(preview).getByTestId("settlement-unsettled")).toHaveTextContent("pay_Waiting000001")
    expect(within(preview).getByTestId("settlement-unknown")).toHaveTextContent("Row 4: pay_Unknown000001")
    expect(within(preview).getByTestId("settlement-day")).toHaveTextContent(
      "2026-11-22: settled ₹806 over 3 rows, fee ₹12, GST on fee ₹2.16"
    )

    fireEvent.click(screen.getByRole("button", { name: "Record 1 selected settlement" }))
    expect(await screen.findByTestId("settlement-outcome")).toHaveTextContent("pay_Settled000001: Settled in setl_A1")
    const confirm = requests.find((r) => r.url.endsWith("/gateway-settlements/confirm"))!
    expect(confirm.body).toEqual({
      matches: [{ gatewayPaymentId: "pay_Settled000001", settlementId: "setl_A1", settledAt: "2026-11-22T04:00:00.000Z" }],
    })
  })
})
