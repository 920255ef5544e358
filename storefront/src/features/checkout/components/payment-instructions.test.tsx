import { screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { configAnswer } from "@/testing/answers"
import { mockFetch } from "@/testing/fetch-mock"
import { renderWithProviders } from "@/testing/render"
import { PaymentInstructions } from "./payment-instructions"

afterEach(() => vi.unstubAllGlobals())

describe("PaymentInstructions for cash on delivery", () => {
  it("says within how many hours an unconfirmed order is cancelled (COD_CONFIRM_HOURS from /api/config)", async () => {
    mockFetch(({ url }) =>
      url.endsWith("/api/config") ? configAnswer({ cod: { fee: 49, tax: 7.47, maxOrder: 5000, confirmHours: 36 } }) : undefined
    )
    renderWithProviders(
      <PaymentInstructions
        orderNumber="ORD-1002"
        payment={{ method: "cod", amount: 447, codFee: 49, confirmationRequired: true }}
        whatsappUrl="https://wa.me/919876543210"
      />
    )
    expect(await screen.findByText(/within 36 hours of placing it is cancelled/)).toHaveTextContent(
      "We ship it once it is confirmed; an order not confirmed within 36 hours of placing it is cancelled automatically."
    )
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).not.toBeInTheDocument()
  })
})
