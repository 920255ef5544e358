import { act, fireEvent, render, screen } from "@testing-library/react"
import { createMemoryRouter, RouterProvider } from "react-router-dom"
import { afterEach, describe, expect, it, vi } from "vitest"
import { SearchBox, SUGGESTIONS_CLOSE_MS, type SearchProduct } from "./search-box"

const product = (id: string, name: string, extra: Partial<SearchProduct> = {}): SearchProduct => ({
  id,
  name,
  brand: "Sugandh",
  category: "perfumes",
  fragrance: "woody",
  inspiredBy: "",
  description: "",
  image: `/static/${id}.svg`,
  price: 279,
  ...extra,
})

const products = [
  product("P1", "Oud Royale"),
  product("P2", "Oud Noir"),
  product("P3", "Rose Oud"),
  product("A1", "Mogra", { category: "attars", description: "Night jasmine" }),
]

function renderBox() {
  const router = createMemoryRouter(
    [
      { path: "/", element: <SearchBox products={products} /> },
      { path: "/product/:id", element: <p>product page</p> },
      { path: "/search", element: <p>results page</p> },
    ],
    { initialEntries: ["/"] }
  )
  render(<RouterProvider router={router} />)
  return { router, input: screen.getByRole("combobox", { name: "Search products" }) }
}

afterEach(() => vi.useRealTimers())

describe("SearchBox", () => {
  it("is a combobox whose arrows move the active option and wrap", () => {
    const { input } = renderBox()
    fireEvent.change(input, { target: { value: "o" } })
    expect(input).toHaveAttribute("aria-expanded", "false")
    fireEvent.change(input, { target: { value: "ou" } })
    expect(input).toHaveAttribute("aria-expanded", "true")
    const options = screen.getAllByRole("option")
    expect(options).toHaveLength(3)

    fireEvent.keyDown(input, { key: "ArrowUp" })
    expect(input).toHaveAttribute("aria-activedescendant", options[2]!.id)
    expect(options[2]).toHaveAttribute("aria-selected", "true")
    fireEvent.keyDown(input, { key: "ArrowDown" })
    expect(input).toHaveAttribute("aria-activedescendant", options[0]!.id)

    fireEvent.keyDown(input, { key: "Escape" })
    expect(input).toHaveAttribute("aria-expanded", "false")
    expect(input).not.toHaveAttribute("aria-activedescendant")
  })

  it("Enter opens the highlighted product", async () => {
    const { input, router } = renderBox()
    fireEvent.change(input, { target: { value: "oud" } })
    fireEvent.keyDown(input, { key: "ArrowDown" })
    fireEvent.keyDown(input, { key: "ArrowDown" })
    fireEvent.keyDown(input, { key: "Enter" })
    expect(await screen.findByText("product page")).toBeInTheDocument()
    expect(router.state.location.pathname).toBe("/product/P2")
  })

  it("Enter without a highlight runs a full search (description included) with the trimmed text", async () => {
    const { input, router } = renderBox()
    fireEvent.change(input, { target: { value: "  jasmine " } })
    fireEvent.keyDown(input, { key: "Enter" })
    expect(await screen.findByText("results page")).toBeInTheDocument()
    expect(router.state.location.search).toBe("?q=jasmine")
  })

  it("stays put and says so when a full search finds nothing", () => {
    const { input, router } = renderBox()
    fireEvent.change(input, { target: { value: "zz" } })
    fireEvent.keyDown(input, { key: "Enter" })
    expect(screen.getByText("No products match “zz”")).toBeInTheDocument()
    expect(router.state.location.pathname).toBe("/")
  })

  it("closes 150 ms after focus leaves", () => {
    vi.useFakeTimers()
    const { input } = renderBox()
    fireEvent.change(input, { target: { value: "ou" } })
    fireEvent.blur(input)
    act(() => vi.advanceTimersByTime(SUGGESTIONS_CLOSE_MS - 1))
    expect(input).toHaveAttribute("aria-expanded", "true")
    act(() => vi.advanceTimersByTime(1))
    expect(input).toHaveAttribute("aria-expanded", "false")
  })
})
