import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AxiosInstance } from "axios"
import { runSeed, type SeedResult } from "../../src/scripts/seed"
import { forgetStoreContext } from "../../src/lib/catalogue/store-context"
import { ADMIN, as, noThrow, storeHeaders } from "./admin-helpers"
import { setStock } from "./checkout-helpers"

jest.setTimeout(600 * 1000)

type Hit = { id: string; document: Record<string, any> }
type Result = { hits: Hit[]; facets?: any; metadata?: any; [k: string]: unknown }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let seeded: SeedResult
    let medusaToken: string

    const searchRaw = (body: unknown, key?: string) =>
      api.post("/store/search", body, { ...noThrow, headers: { "x-publishable-api-key": key ?? seeded.publishableKey } })

    const searchProducts = async (query: Record<string, unknown>): Promise<Result> => {
      const res = await searchRaw({ entity: "product", ...query })
      if (res.status !== 200) throw new Error(`search answered ${res.status}: ${JSON.stringify(res.data)}`)
      return res.data.results[0]
    }

    /** Polls the index until `check` passes: events reach it asynchronously, within seconds. */
    const eventually = async <T>(read: () => Promise<T>, check: (value: T) => boolean, seconds = 20): Promise<T> => {
      const until = Date.now() + seconds * 1000
      let value = await read()
      while (!check(value) && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 250))
        value = await read()
      }
      return value
    }

    const bySpecId = (specId: string) =>
      searchProducts({ filters: { spec_id: specId }, pagination: { take: 1 } }).then((r) => r.hits[0]?.document)

    beforeAll(async () => {
      forgetStoreContext()
      seeded = await runSeed(getContainer(), { ...process.env, NODE_ENV: "test" })
      medusaToken = (await api.post("/auth/user/emailpass", ADMIN)).data.token
    })

    it("explores", async () => {
      const all = await eventually(() => searchProducts({ pagination: { take: 2 } }), (r) => (r as any).metadata?.count >= 52 || r.hits.length > 0)
      console.log(JSON.stringify(all, null, 1).slice(0, 3000))
      const oud = await searchProducts({ filters: { q: "oud" }, pagination: { take: 3 }, search_options: { facets: ["brand", "category_handle", { field: "price", type: "stats" }] } })
      console.log(JSON.stringify(oud, null, 1).slice(0, 3000))
    })
  },
})
