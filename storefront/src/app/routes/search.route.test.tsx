import { screen, waitFor, within, fireEvent } from "@testing-library/react"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { mockFetch } from "@/testing/fetch-mock"
import { renderRoutes } from "@/testing/render"
import { AppProvider } from "../provider"
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query"
import { useLoaderData, type LoaderFunctionArgs } from "react-router"
import { findSearchResults } from "@/features/products/api/search-results"
import { SearchPage } from "./search.route"
import { configAnswer } from "@/testing/answers"

/**
 * /search reads Medusa's POST /store/search: here the network answers from a
 * table, as the index would for the seeded catalogue, and what the page sends
 * is asserted. Only the prefix query ("saff" with the "last" strategy) finds
 * Saffron Royale; "safron" finds nothing until corrected through the
 * vocabulary (product-term).
 */
const SAFFRON = { id: "prod_P9", document: { spec_id: "P9", title: "Saffron Royale", category_handle: "perfumes", price: 899 } }
const sent: any[] = []

function answer(one: any) {
  const q = one.filters?.q as string
  if (one.entity === "product-term") return { hits: q === "safron" ? [{ id: "t1", document: { term: "saffron" } }] : [], metadata: {} }
  // The index' "last" strategy: every word in full, the last one as a prefix. Without it "saff" is no word of the catalogue.
  const prefix = one.search_options?.match_strategy === "last"
  const finds = q === "saffron" || (prefix && "saffron".startsWith(q) && q.length > 1)
  const hits = finds ? [SAFFRON] : []
  return { hits: one.pagination?.take === 0 ? [] : hits, metadata: { count: hits.length } }
}

beforeEach(() => {
  sent.length = 0
  vi.spyOn(window, "scrollTo").mockImplementation(() => {})
  mockFetch(({ url, body }) => {
    if (url.startsWith("/api/config")) return configAnswer()
    if (url !== "/store/search") return undefined
    sent.push(body)
    const queries = (body.queries ?? [body]).map((one: any) => ({ entity: "product", ...one }))
    return { results: queries.map(answer) }
  })
})

/** The route's loader without its server parts (settings, link preview): the results as the page gets them. */
async function searchLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 0 } } })
  const { page: _page, ...found } = await findSearchResults(
    queryClient,
    (url.searchParams.get("q") ?? "").trim(),
    url.searchParams.get("exact") === "1"
  )
  return { ...found, dehydratedState: dehydrate(queryClient) }
}

function SearchWithLoaderData() {
  const { dehydratedState, ...found } = useLoaderData<typeof searchLoader>()
  return (
    <HydrationBoundary state={dehydratedState}>
      <SearchPage {...found} />
    </HydrationBoundary>
  )
}

const renderSearch = (path: string) =>
  renderRoutes(
    [
      { path: "/search", loader: searchLoader, element: <SearchWithLoaderData /> },
      { path: "/categories", element: <p>categories</p> },
    ],
    { path, wrapper: AppProvider }
  )

const queriesSent = () => sent.flatMap((body) => (body.queries ?? [body]).map((one: any) => [one.entity ?? "product", one.filters?.q]))

describe("/search", () => {
  it("matches the last word as a prefix, as the suggestions do: 'saff' finds Saffron Royale", async () => {
    renderSearch("/search?q=saff")
    expect(await screen.findByText("Saffron Royale")).toBeInTheDocument()
    expect(screen.getByText("1 product for “saff”")).toBeInTheDocument()
    const listing = sent.flatMap((body) => body.queries ?? [body]).find((one: any) => one.filters?.q === "saff")
    expect(listing.search_options).toMatchObject({ match_strategy: "last", typo_tolerance: false })
    expect(screen.queryByTestId("search-correction")).not.toBeInTheDocument()
    // Found at once: the vocabulary is never asked.
    expect(queriesSent().some(([entity]) => entity === "product-term")).toBe(false)
  })

  it("answers a misspelt word with the corrected results, says so, and links to the exact text", async () => {
    const router = renderSearch("/search?q=safron")
    const line = await screen.findByTestId("search-correction")
    expect(line).toHaveTextContent("Showing results for saffron. Search instead for “safron”")
    expect(await screen.findByText("Saffron Royale")).toBeInTheDocument()
    expect(screen.getByText("1 product for “saffron”")).toBeInTheDocument()
    expect(queriesSent()).toEqual(
      expect.arrayContaining([
        ["product", "safron"],
        ["product-term", "safron"],
        ["product", "saffron"],
      ])
    )

    fireEvent.click(within(line).getByRole("link", { name: "Search instead for “safron”" }))
    await waitFor(() => expect(router.state.location.search).toBe("?q=safron&exact=1"))
    expect(await screen.findByText("No products match “safron”.")).toBeInTheDocument()
    expect(screen.queryByTestId("search-correction")).not.toBeInTheDocument()
  })

  it("never corrects several words", async () => {
    renderSearch("/search?q=safron%20royal")
    expect(await screen.findByText("No products match “safron royal”.")).toBeInTheDocument()
    expect(queriesSent().some(([entity]) => entity === "product-term")).toBe(false)
  })
})
