import { screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { configAnswer } from "@/testing/answers"
import { mockFetch } from "@/testing/fetch-mock"
import { renderWithProviders } from "@/testing/render"
import { AuthShell } from "./auth-shell"

afterEach(() => vi.unstubAllGlobals())

describe("the sign-in pages' side panel", () => {
  it("names cash on delivery when checkout offers it, and ₹599 or more", async () => {
    mockFetch(({ url }) =>
      url.endsWith("/api/config") ? configAnswer({ cod: { fee: 49, tax: 7.47, maxOrder: 5000, confirmHours: 24 } }) : undefined
    )
    renderWithProviders(<AuthShell title="Login">form</AuthShell>)
    expect(await screen.findByText("Pay by UPI QR, bank transfer or cash on delivery")).toBeInTheDocument()
    expect(screen.getByText("Free delivery on orders of ₹599 or more")).toBeInTheDocument()
  })

  it("leaves it out when the shop offers no cash on delivery", async () => {
    const { requests } = mockFetch(({ url }) => (url.endsWith("/api/config") ? configAnswer() : undefined))
    renderWithProviders(<AuthShell title="Login">form</AuthShell>)
    await vi.waitFor(() => expect(requests.length).toBeGreaterThan(0))
    expect(await screen.findByText("Pay by UPI QR or bank transfer")).toBeInTheDocument()
  })
})
