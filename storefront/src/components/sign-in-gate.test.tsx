import { screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderWithProviders } from "@/testing/render"
import { SignInGate } from "./sign-in-gate"

const gate = (state: { loading: boolean; signedIn: boolean }) => (
  <SignInGate {...state} loadingLabel="Loading your orders…" title="Login to see your orders" text="Please login." from="/orders">
    <p>My orders</p>
  </SignInGate>
)

describe("SignInGate", () => {
  it("shows the loader while auth is checked", () => {
    renderWithProviders(gate({ loading: true, signedIn: false }), { path: "/orders" })
    expect(screen.getByRole("status")).toHaveTextContent("Loading your orders…")
    expect(screen.queryByText("My orders")).not.toBeInTheDocument()
  })

  it("asks a guest to sign in, coming back to the page", () => {
    renderWithProviders(gate({ loading: false, signedIn: false }), { path: "/orders" })
    expect(screen.getByText("Login to see your orders")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login")
    expect(screen.queryByText("My orders")).not.toBeInTheDocument()
  })

  it("shows the page to a signed-in shopper", () => {
    renderWithProviders(gate({ loading: false, signedIn: true }), { path: "/orders" })
    expect(screen.getByText("My orders")).toBeInTheDocument()
  })
})
