import { fireEvent, screen, waitFor } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { json, mockFetch, type SentRequest } from "@/testing/fetch-mock"
import { renderWithProviders } from "@/testing/render"
import { lastMonthInIst } from "@sugandh/contract"
import { GstReportPanel } from "./gst-report-panel"

let requests: SentRequest[] = []
let saved: { href: string; download: string }[] = []

beforeEach(() => {
  window.localStorage.setItem("token", "t")
  saved = []
  ;({ requests } = mockFetch(({ url }) =>
    url.includes("month=2020-01")
      ? json({ message: "Admin access required" }, 403)
      : new Response("HSN,Description\n", { headers: { "Content-Type": "text/csv" } })
  ))
  // jsdom has no object URLs and navigates nowhere: the test reads which link was clicked.
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:gst", revokeObjectURL: () => undefined }))
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download })
  })
})

afterEach(() => vi.restoreAllMocks())

describe("GstReportPanel", () => {
  it("defaults to last month in IST", () => {
    expect(lastMonthInIst(new Date("2026-12-01T18:29:00Z"))).toBe("2026-11") // 1 Dec 23:59 IST
    expect(lastMonthInIst(new Date("2026-11-30T18:30:00Z"))).toBe("2026-11") // 1 Dec 00:00 IST
    expect(lastMonthInIst(new Date("2027-01-15T10:00:00Z"))).toBe("2026-12")
  })

  it("downloads each GSTR-1 table under the offline tool's file name, with the operator's sign-in", async () => {
    renderWithProviders(<GstReportPanel />)
    fireEvent.change(screen.getByLabelText(/Month/), { target: { value: "2026-11" } })
    const cases: [string, string, string][] = [
      ["hsn_b2c", "/api/admin/reports/gst?month=2026-11&table=hsn_b2c", "hsn(b2c).csv"],
      ["hsn_b2b", "/api/admin/reports/gst?month=2026-11&table=hsn_b2b", "hsn(b2b).csv"],
      ["b2b", "/api/admin/reports/gst?month=2026-11&table=b2b", "b2b,sez,de.csv"],
      ["b2cs", "/api/admin/reports/gst?month=2026-11&table=b2cs", "b2cs.csv"],
      ["all", "/api/admin/reports/gst?month=2026-11&table=all", "gstr1-2026-11.zip"],
      ["summary", "/api/admin/reports/gst?month=2026-11", "gst-2026-11.csv"],
    ]
    for (const [value, url, file] of cases) {
      fireEvent.change(screen.getByLabelText("File"), { target: { value } })
      fireEvent.click(screen.getByRole("button", { name: "Download" }))
      await waitFor(() => expect(saved.at(-1)?.download).toBe(file))
      expect(requests.at(-1)).toMatchObject({ url, headers: { authorization: "Bearer t" } })
    }
  })

  it("shows the server's refusal", async () => {
    renderWithProviders(<GstReportPanel />)
    fireEvent.change(screen.getByLabelText(/Month/), { target: { value: "2020-01" } })
    fireEvent.click(screen.getByRole("button", { name: "Download" }))
    expect(await screen.findByText("Admin access required")).toBeInTheDocument()
    expect(saved).toEqual([])
  })
})
