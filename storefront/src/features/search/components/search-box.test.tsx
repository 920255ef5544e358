import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { mockFetch } from "@/testing/fetch-mock"
import { renderRoutes, TestProviders } from "@/testing/render"
import { SearchBox, SUGGESTIONS_CLOSE_MS } from "./search-box"
import { configAnswer } from "@/testing/answers"

/**
 * The box asks the server (POST /store/search) for suggestions and for the
 * full search's count. Here the network answers from a small table keyed by
 * the query text; what the box sends is asserted, not assumed.
 */
const doc = (spec_id: string, title: string, category_handle = "perfumes") => ({
  id: `prod_${spec_id}`,
  document: { spec_id, title, brand: "Sugandh", category_handle, thumbnail: `/static/${spec_id}.svg`, price: 279 },
})
const SUGGESTIONS: Record<string, ReturnType<typeof doc>[]> = {
  ou: [doc("P1", "Oud Royale"), doc("P2", "Oud Noir"), doc("P3", "Rose Oud")],
  oud: [doc("P1", "Oud Royale"), doc("P2", "Oud Noir"), doc("P3", "Rose Oud")],
  rose: [doc("P3", "Rose Oud")],
  attar: [doc("A1", "Mitti Attar", "attars"), doc("A2", "Gulab Khas", "attars")],
  atlas: [doc("P16", "Cedar Atlas"), doc("A1", "Mitti Attar", "attars")],
}
const TERMS: Record<string, string[]> = { roze: ["rose", "rosa"], at: ["attar", "atlas"] }
const COUNTS: Record<string, number> = { jasmine: 1, zz: 0 }
const sent: any[] = []

beforeEach(() => {
  sent.length = 0
  mockFetch(({ url, body, headers }) => {
    if (url.startsWith("/api/config")) return configAnswer()
    if (url !== "/store/search") return undefined
    sent.push({ body, key: headers["x-publishable-api-key"] })
    const queries = body.queries ?? [body]
    return {
      results: queries.map((one: any) => {
        const q = one.filters.q as string
        // The vocabulary knows "rose" (what "roze" meant); nothing is near "zzzz".
        if (one.entity === "product-term") return { hits: (TERMS[q] ?? []).map((term) => ({ id: term, document: { term } })), metadata: {} }
        if (one.pagination.take === 0) return { hits: [], metadata: { count: COUNTS[q] ?? 0 } }
        const hits = SUGGESTIONS[q] ?? []
        return { hits, metadata: { count: hits.length } }
      }),
    }
  })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function renderBox() {
  const router = renderRoutes(
    [
      { path: "/", element: <SearchBox /> },
      { path: "/product/:id", element: <p>product page</p> },
      { path: "/search", element: <p>results page</p> },
    ],
    { wrapper: TestProviders }
  )
  return { router, input: screen.getByRole("combobox", { name: "Search products" }) }
}

describe("SearchBox", () => {
  it("asks the server from 2 characters, type-ahead, at most 5, with the publishable key", async () => {
    const { input } = renderBox()
    fireEvent.change(input, { target: { value: "o" } })
    fireEvent.change(input, { target: { value: "ou" } })
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(3))
    const suggestionCalls = sent.filter((s) => s.body.pagination.take > 0)
    // One exact type-ahead request for "ou" (it found products, so no typo-tolerant one); none for the single character.
    expect(suggestionCalls).toHaveLength(1)
    expect(suggestionCalls[0]).toEqual({
      key: "pk_test",
      body: expect.objectContaining({
        entity: "product-suggestion",
        filters: { q: "ou" },
        pagination: { take: 5 },
        search_options: { match_strategy: "last", typo_tolerance: false, count: "none" },
      }),
    })
  })

  it("corrects one mistyped word against the catalogue's vocabulary, never several words", async () => {
    const { input } = renderBox()
    fireEvent.change(input, { target: { value: "roze" } })
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(1))
    expect(screen.getByRole("option")).toHaveTextContent("Rose Oud")
    // The exact type-ahead finds nothing for "roze"; the vocabulary (typo-tolerant) says "rose" or "rosa";
    // the products are asked for both in one batched request.
    const exact = { match_strategy: "last", typo_tolerance: false, count: "none" }
    expect(sent.map((s) => (s.body.queries ?? [s.body]).map((one: any) => [one.entity, one.filters.q, one.search_options]))).toEqual([
      [["product-suggestion", "roze", exact]],
      [["product-term", "roze", { typo_tolerance: true, min_score: 0.4, count: "none" }]],
      [
        ["product-suggestion", "rose", exact],
        ["product-suggestion", "rosa", exact],
      ],
    ])
    fireEvent.change(input, { target: { value: "zzzz nothing" } })
    await waitFor(() => expect(sent.at(-1)?.body.filters.q).toBe("zzzz nothing"))
    await new Promise((r) => setTimeout(r, 50))
    expect(sent.filter((s) => s.body.filters?.q === "zzzz nothing")).toHaveLength(1)
  })

  it("shows the closest words' products in order, each product once, at most 5", async () => {
    const { input } = renderBox()
    fireEvent.change(input, { target: { value: "at" } })
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(3))
    expect(screen.getAllByRole("option").map((o) => within(o).queryByTestId("suggestion-name")?.textContent)).toEqual([
      "Mitti Attar",
      "Gulab Khas",
      "Cedar Atlas",
    ])
  })

  it("shows nothing when the vocabulary has no word near a one-word query", async () => {
    const { input } = renderBox()
    fireEvent.change(input, { target: { value: "zzzz" } })
    await waitFor(() => expect(sent.some((s) => s.body.entity === "product-term" && s.body.filters.q === "zzzz")).toBe(true))
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryAllByRole("option")).toHaveLength(0)
    expect(sent.filter((s) => s.body.entity === "product-suggestion" || s.body.queries)).toHaveLength(1)
  })

  it("is a combobox whose arrows move the active option and wrap", async () => {
    const { input } = renderBox()
    fireEvent.change(input, { target: { value: "ou" } })
    await waitFor(() => expect(input).toHaveAttribute("aria-expanded", "true"))
    const options = screen.getAllByRole("option")
    expect(options).toHaveLength(3)
    expect(options[0]).toHaveTextContent("Oud Royale")
    expect(options[0]).toHaveTextContent("Sugandh · Perfumes")

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
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(3))
    fireEvent.keyDown(input, { key: "ArrowDown" })
    fireEvent.keyDown(input, { key: "ArrowDown" })
    fireEvent.keyDown(input, { key: "Enter" })
    expect(await screen.findByText("product page")).toBeInTheDocument()
    expect(router.state.location.pathname).toBe("/product/P2")
  })

  it("Enter without a highlight runs a full search with the trimmed text", async () => {
    const { input, router } = renderBox()
    fireEvent.change(input, { target: { value: "  jasmine " } })
    fireEvent.keyDown(input, { key: "Enter" })
    expect(await screen.findByText("results page")).toBeInTheDocument()
    expect(router.state.location.search).toBe("?q=jasmine")
  })

  it("Enter without a highlight goes to /search whenever the suggestions showed products", async () => {
    const { input, router } = renderBox()
    // "ou" is no whole word of the catalogue (COUNTS has no "ou"), but the type-ahead suggested three products.
    fireEvent.change(input, { target: { value: "ou" } })
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(3))
    const before = sent.length
    fireEvent.keyDown(input, { key: "Enter" })
    expect(await screen.findByText("results page")).toBeInTheDocument()
    expect(router.state.location.search).toBe("?q=ou")
    // The suggestions already answered: nothing more was asked.
    expect(sent.length).toBe(before)
  })

  it("Enter before any suggestion goes to /search for a mistyped word the results page corrects", async () => {
    COUNTS.rose = 1
    const { input, router } = renderBox()
    fireEvent.change(input, { target: { value: "roze" } })
    fireEvent.keyDown(input, { key: "Enter" })
    expect(await screen.findByText("results page")).toBeInTheDocument()
    expect(router.state.location.search).toBe("?q=roze")
    const counted = sent.filter((s) => (s.body.queries ?? [s.body]).every((one: any) => one.pagination?.take === 0))
    expect(counted[0].body).toMatchObject({ filters: { q: "roze" }, search_options: { match_strategy: "last", typo_tolerance: false } })
    delete COUNTS.rose
  })

  it("stays put and says so when a full search finds nothing", async () => {
    const { input, router } = renderBox()
    fireEvent.change(input, { target: { value: "zz" } })
    fireEvent.keyDown(input, { key: "Enter" })
    expect(await screen.findByText("No products match “zz”")).toBeInTheDocument()
    expect(router.state.location.pathname).toBe("/")
  })

  it("closes 150 ms after focus leaves", async () => {
    const { input } = renderBox()
    fireEvent.change(input, { target: { value: "ou" } })
    await waitFor(() => expect(input).toHaveAttribute("aria-expanded", "true"))
    vi.useFakeTimers()
    fireEvent.blur(input)
    act(() => vi.advanceTimersByTime(SUGGESTIONS_CLOSE_MS - 1))
    expect(input).toHaveAttribute("aria-expanded", "true")
    act(() => vi.advanceTimersByTime(1))
    expect(input).toHaveAttribute("aria-expanded", "false")
  })
})
