import { screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { userAnswer } from "@/testing/answers"
import { mockFetch } from "@/testing/fetch-mock"
import { renderWithProviders } from "@/testing/render"
import { ProfileInfo } from "./profile-info"

const LAST = { street: "14 Residency Road", city: "Bengaluru", state: "Karnataka", zipCode: "560025", phone: "9876543210" }

afterEach(() => vi.unstubAllGlobals())

describe("ProfileInfo after an order", () => {
  it("shows the last order's phone and address where the profile has none, instead of 'Not added'", () => {
    mockFetch()
    renderWithProviders(<ProfileInfo user={userAnswer()} lastOrderAddress={LAST} onUserUpdated={() => undefined} />)
    expect(screen.getByText(/^9876543210/)).toHaveTextContent("9876543210 (from your last order)")
    expect(screen.getByText(/^14 Residency Road/)).toHaveTextContent(
      "14 Residency Road, Bengaluru, Karnataka 560025 (from your last order)"
    )
    expect(screen.queryByText("Not added")).not.toBeInTheDocument()
  })

  it("keeps the profile's own details, and says 'Not added' with no order either", () => {
    mockFetch()
    const { unmount } = renderWithProviders(
      <ProfileInfo user={userAnswer({ phone: "9123456780" })} lastOrderAddress={LAST} onUserUpdated={() => undefined} />
    )
    expect(screen.getByText("9123456780")).toBeInTheDocument()
    unmount()
    renderWithProviders(<ProfileInfo user={userAnswer()} onUserUpdated={() => undefined} />)
    expect(screen.getAllByText("Not added")).toHaveLength(2)
  })
})
