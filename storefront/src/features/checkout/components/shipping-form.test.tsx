import { screen, waitFor } from "@testing-library/react"
import { useState } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { fireEvent } from "@testing-library/react"
import { json, mockFetch } from "@/testing/fetch-mock"
import { renderWithProviders } from "@/testing/render"
import type { ShippingAddress } from "../types"
import { ShippingForm } from "./shipping-form"
import { pincodeAnswer, UNSERVED_PIN } from "@/testing/answers"

const EMPTY: ShippingAddress = { name: "Asha", street: "1 Hazratganj", city: "", state: "", zipCode: "", phone: "9876543210" }

function Form({ initial = EMPTY }: { initial?: ShippingAddress }) {
  const [value, setValue] = useState(initial)
  return <ShippingForm value={value} onChange={setValue} />
}

afterEach(() => vi.unstubAllGlobals())

describe("ShippingForm and the PIN", () => {
  it("offers the states and union territories as a list, not free text", () => {
    mockFetch()
    renderWithProviders(<Form />)
    const state = screen.getByRole("combobox", { name: /State/ })
    expect(screen.queryByRole("textbox", { name: /State/ })).not.toBeInTheDocument()
    expect(state.querySelectorAll("option")).toHaveLength(37) // "Select your state" + 36
  })

  it("fills the state and an empty city from a complete PIN, and says when we do not deliver there", async () => {
    mockFetch(({ url }) => {
      if (url.endsWith("/226001")) return pincodeAnswer()
      if (url.endsWith("/194101")) return UNSERVED_PIN
      if (url.endsWith("/999999")) return json({ message: "999999 is not a PIN code we know. Please check it." }, 404)
      return undefined
    })
    renderWithProviders(<Form />)
    const pin = screen.getByRole("textbox", { name: /PIN code/ })
    fireEvent.change(pin, { target: { value: "226001" } })
    await waitFor(() => expect(screen.getByRole("combobox", { name: /State/ })).toHaveValue("Uttar Pradesh"))
    expect(screen.getByRole("textbox", { name: /City/ })).toHaveValue("Lucknow")
    expect(screen.getByText("Lucknow, Uttar Pradesh")).toBeInTheDocument()

    fireEvent.change(pin, { target: { value: "194101" } })
    expect(await screen.findByText("We do not deliver to 194101 yet")).toBeInTheDocument()
    fireEvent.change(pin, { target: { value: "999999" } })
    expect(await screen.findByText("999999 is not a PIN code we know. Please check it.")).toBeInTheDocument()
  })

  it("follows a changed PIN with the city it filled, keeps a city the shopper typed for that state", async () => {
    const place = (pin: string, district: string, state: string, stateCode: string) => ({
      pin,
      district,
      state,
      stateCode,
      serviceable: true,
      cod: true,
      deliveryDays: { min: 4, max: 7 },
      estimatedDelivery: { from: "2026-11-26", to: "2026-11-28" },
    })
    mockFetch(({ url }) => {
      if (url.endsWith("/793001")) return place("793001", "East Khasi Hills", "Meghalaya", "17")
      if (url.endsWith("/110001")) return place("110001", "New Delhi", "Delhi", "07")
      if (url.endsWith("/110002")) return place("110002", "Central Delhi", "Delhi", "07")
      return undefined
    })
    renderWithProviders(<Form />)
    const pin = screen.getByRole("textbox", { name: /PIN code/ })
    const city = screen.getByRole("textbox", { name: /City/ })
    fireEvent.change(pin, { target: { value: "793001" } })
    await waitFor(() => expect(city).toHaveValue("East Khasi Hills"))
    fireEvent.change(pin, { target: { value: "110001" } })
    await waitFor(() => expect(screen.getByRole("combobox", { name: /State/ })).toHaveValue("Delhi"))
    expect(city).toHaveValue("New Delhi")
    fireEvent.change(city, { target: { value: "Connaught Place" } })
    fireEvent.change(pin, { target: { value: "110002" } })
    expect(await screen.findByText("Central Delhi, Delhi")).toBeInTheDocument()
    expect(city).toHaveValue("Connaught Place")
  })
})
