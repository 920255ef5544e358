import { fireEvent, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { json, mockFetch } from "@/testing/fetch-mock"
import { renderWithProviders } from "@/testing/render"
import { CheckDelivery } from "./check-delivery"
import { pincodeAnswer, UNSERVED_PIN } from "@/testing/answers"

const LUCKNOW = pincodeAnswer()

function answers() {
  return mockFetch(({ url }) => {
    if (url.endsWith("/api/pincodes/226001")) return LUCKNOW
    if (url.endsWith("/api/pincodes/194101")) return UNSERVED_PIN
    if (url.endsWith("/api/pincodes/999999")) return json({ message: "999999 is not a PIN code we know. Please check it." }, 404)
    return undefined
  })
}

const check = (pin: string) => {
  fireEvent.change(screen.getByRole("textbox", { name: "Check delivery" }), { target: { value: pin } })
  fireEvent.click(screen.getByRole("button", { name: "Check" }))
}

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

describe("CheckDelivery", () => {
  it("is a plain GET form with a pin field, so it works before hydration", () => {
    answers()
    renderWithProviders(<CheckDelivery />)
    const form = screen.getByTestId("check-delivery")
    expect(form).toHaveAttribute("method", "get")
    expect(screen.getByRole("textbox", { name: "Check delivery" })).toHaveAttribute("name", "pin")
  })

  it("shows the date the server promises and COD, and remembers the PIN for the visit", async () => {
    const { requests } = answers()
    renderWithProviders(<CheckDelivery />)
    check("226001")
    expect(await screen.findByText("Delivery by Sat, 28 Nov")).toBeInTheDocument()
    expect(screen.getByText("Cash on delivery available")).toBeInTheDocument()
    expect(requests.map((r) => r.url)).toEqual(["/api/pincodes/226001"])
    expect(sessionStorage.getItem("deliveryPin")).toBe("226001")
  })

  it("says when we do not deliver, shows the server's refusal, and checks the format before asking", async () => {
    const { requests } = answers()
    renderWithProviders(<CheckDelivery />)
    check("194101")
    expect(await screen.findByText("We do not deliver to 194101 yet")).toBeInTheDocument()
    check("999999")
    expect(await screen.findByText("999999 is not a PIN code we know. Please check it.")).toBeInTheDocument()
    // The browser's own check (pattern) stops a short PIN first; the submit handler checks again.
    expect(screen.getByRole("textbox", { name: "Check delivery" })).toHaveAttribute("pattern", "[1-9][0-9]{5}")
    fireEvent.change(screen.getByRole("textbox", { name: "Check delivery" }), { target: { value: "12345" } })
    fireEvent.submit(screen.getByTestId("check-delivery"))
    expect(screen.getByText("Please enter a valid 6-digit PIN code")).toBeInTheDocument()
    expect(requests).toHaveLength(2)
  })

  it("starts from the visit's PIN, else the profile's", async () => {
    answers()
    renderWithProviders(<CheckDelivery profilePin="226001" />)
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Check delivery" })).toHaveValue("226001"))
    expect(await screen.findByText("Delivery by Sat, 28 Nov")).toBeInTheDocument()
  })

  it("names the place the PIN is in, and drops an answer once the box holds another PIN", async () => {
    answers()
    renderWithProviders(<CheckDelivery />)
    check("999999")
    expect(await screen.findByText("999999 is not a PIN code we know. Please check it.")).toBeInTheDocument()
    fireEvent.change(screen.getByRole("textbox", { name: "Check delivery" }), { target: { value: "2260" } })
    expect(screen.queryByText("999999 is not a PIN code we know. Please check it.")).not.toBeInTheDocument()
    check("226001")
    expect(await screen.findByText("Lucknow, Uttar Pradesh:")).toBeInTheDocument()
    expect(screen.getByTestId("check-delivery")).toHaveTextContent("Lucknow, Uttar Pradesh: Delivery by Sat, 28 Nov")
  })
})
