import type { SuiteWithSettings } from "../../helpers/runner"
import type { SeedResult } from "../../../src/scripts/seed"
import { seed } from "../../helpers/checkout"
import { noThrow } from "../../helpers/admin"

type Hits = { results: { hits: { id: string }[]; metadata?: { count?: number } }[] }

/**
 * Issue 28, point 5: POST /store/search cannot be flooded. Medusa's route takes any operator,
 * 20 queries a batch and any offset; ours takes the storefront's shapes and a per-client rate.
 */
export const storeSearchSuite: SuiteWithSettings = {
  env: { SEARCH_RATE_LIMIT_MAX: "25", SEARCH_RATE_LIMIT_WINDOW_MS: "600000" },
  suite: ({ api, getContainer }) => {
    let seeded: SeedResult
    /** A search from one client address (the backend believes X-Forwarded-For from loopback, as from nginx). */
    const post = (body: unknown, client: string) =>
      api.post("/store/search", body, {
        ...noThrow,
        headers: { "x-publishable-api-key": seeded.publishableKey, "x-forwarded-for": client },
      })

    beforeAll(async () => {
      seeded = await seed(getContainer())
    })

    it("refuses with 400 what the storefront never sends: long q, big batches, typo tolerance on products, $like, deep offsets", async () => {
      const client = "203.0.113.10"
      const refused: [string, unknown][] = [
        ["q of 201 characters", { entity: "product", filters: { q: "o".repeat(201) } }],
        ["6 queries", { queries: Array.from({ length: 6 }, () => ({ entity: "product", pagination: { take: 0 } })) }],
        ["typo tolerance on products", { entity: "product", filters: { q: "sandalwod" }, search_options: { typo_tolerance: true } }],
        ["$like", { entity: "product", filters: { brand: { $like: "%a%" } } }],
        ["$contains", { entity: "product", filters: { former_handles: { $contains: "p" } } }],
        ["skip past the cap", { entity: "product", pagination: { skip: 2401, take: 24 } }],
        ["a facet on any field", { entity: "product", search_options: { facets: [{ field: "description", limit: 1000 }] } }],
      ]
      for (const [name, body] of refused) {
        const res = await post(body, client)
        expect({ name, status: res.status }).toEqual({ name, status: 400 })
        expect({ name, message: res.data.message }).toEqual({ name, message: expect.stringMatching(/^Unsupported search request/) })
      }

      // The storefront's own shapes still answer, the exact limits included.
      const ok = async (body: unknown) => {
        const res = await post(body, client)
        expect(res.status).toBe(200)
        return res.data as Hits
      }
      await ok({
        entity: "product",
        filters: { q: "o".repeat(200) },
        pagination: { take: 24 },
        search_options: { match_strategy: "last", typo_tolerance: false },
      })
      await ok({ queries: Array.from({ length: 5 }, () => ({ entity: "product", pagination: { take: 0 } })) })
      await ok({ entity: "product", pagination: { skip: 2400, take: 24 } })
      await ok({
        entity: "product-suggestion",
        fields: ["id", "spec_id", "handle", "title", "brand", "category_handle", "thumbnail", "price"],
        filters: { q: "saff" },
        pagination: { take: 5 },
        search_options: { match_strategy: "last", typo_tolerance: false, count: "none" },
      })
      await ok({
        entity: "product-term",
        fields: ["term"],
        filters: { q: "safron" },
        pagination: { take: 3 },
        search_options: { typo_tolerance: true, min_score: 0.4, count: "none" },
      })

      // Walking the catalogue by id is refused: no index serves it (the sitemap reads Medusa's product table).
      expect(
        (await post({ entity: "product", filters: { id: { $gt: "prod_0" } }, pagination: { take: 5, order: { id: "ASC" } } }, client))
          .status
      ).toBe(400)
    })

    it("rate-limits POST /store/search per client address with 429", async () => {
      const body = { entity: "product", pagination: { take: 0 } }
      const statuses: number[] = []
      for (let i = 0; i < 26; i++) statuses.push((await post(body, "198.51.100.20")).status)
      expect(statuses).toEqual([...Array(25).fill(200), 429])
      const blocked = await post(body, "198.51.100.20")
      expect(blocked.data).toEqual({ message: "Too many searches. Please wait a moment and try again." })
      // Another client is not affected.
      expect((await post(body, "198.51.100.21")).status).toBe(200)
    })
  },
}
