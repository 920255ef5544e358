import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import { useLocation } from "react-router"
import { describe, expect, it } from "vitest"
import { renderRoutes } from "@/testing/render"
import { useListingUrlState } from "./use-listing-url-state"

/** A listing whose route has a loader, like the server-rendered one: every URL change waits for it. */
function Listing() {
  const { applied, shown, update } = useListingUrlState()
  const location = useLocation()
  return (
    <div>
      <button onClick={() => update((s) => ({ ...s, filters: { ...s.filters, size: "10ml" } }))}>10ml</button>
      <button onClick={() => update((s) => ({ ...s, filters: { ...s.filters, price: "Above ₹400" } }))}>Above</button>
      <button onClick={() => update((s) => ({ ...s, sort: "price-desc" }))}>Sort</button>
      <p data-testid="url">{location.search}</p>
      <p data-testid="shown">{JSON.stringify(shown)}</p>
      <p data-testid="applied">{JSON.stringify(applied)}</p>
    </div>
  )
}

function renderListing(loaderMs: number) {
  return renderRoutes(
    [{ path: "/perfumes", element: <Listing />, loader: () => new Promise((resolve) => setTimeout(() => resolve(null), loaderMs)) }],
    { path: "/perfumes?realm=heritage" }
  )
}

describe("useListingUrlState", () => {
  it("keeps every choice when the shopper clicks again before the page's data arrives", async () => {
    const router = renderListing(150)
    await screen.findByText("10ml")
    fireEvent.click(screen.getByText("10ml"))
    // The first change is still waiting for its loader: the control already shows it, the URL not yet.
    expect(JSON.parse(screen.getByTestId("shown").textContent!).filters).toEqual({ size: "10ml" })
    expect(router.state.location.search).toBe("?realm=heritage")
    fireEvent.click(screen.getByText("Above"))
    fireEvent.click(screen.getByText("Sort"))
    await waitFor(() => expect(router.state.navigation.state).toBe("idle"), { timeout: 2000 })
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("sort")).toBe("price-desc"))
    const url = new URLSearchParams(router.state.location.search)
    expect(Object.fromEntries(url)).toEqual({ realm: "heritage", size: "10ml", price: "Above ₹400", sort: "price-desc" })
    expect(JSON.parse(screen.getByTestId("applied").textContent!)).toEqual(JSON.parse(screen.getByTestId("shown").textContent!))
  })

  it("follows the URL again when it changes from elsewhere (Back, a link)", async () => {
    const router = renderListing(0)
    await screen.findByText("10ml")
    fireEvent.click(screen.getByText("10ml"))
    await waitFor(() => expect(router.state.location.search).toContain("size=10ml"))
    await act(() => router.navigate("/perfumes?fragrance=woody"))
    await waitFor(() => expect(JSON.parse(screen.getByTestId("shown").textContent!).filters).toEqual({ fragrance: "woody" }))
    fireEvent.click(screen.getByText("Sort"))
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ fragrance: "woody", sort: "price-desc" })
    )
  })
})
