import type { SuiteWithSettings } from "../helpers/runner"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { createOrderPaymentCollectionWorkflow, createOrderWorkflow, markPaymentCollectionAsPaid } from "@medusajs/medusa/core-flows"
import type { AxiosInstance, AxiosRequestConfig } from "axios"
import { runSeed, type SeedResult } from "../../src/scripts/seed"
import { seedReviews } from "../../src/scripts/seed/reviews"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import { REVIEW_MODULE } from "../../src/modules/review"
import type ReviewModuleService from "../../src/modules/review/service"

const noThrow: AxiosRequestConfig = { validateStatus: () => true }
const withHeaders = (headers: Record<string, string>): AxiosRequestConfig => ({ ...noThrow, headers })
const bearer = (token: string) => withHeaders({ authorization: `Bearer ${token}` })

// Guest e-mails of the fixtures: no public answer may ever contain them.
const SECRET = "hidden-inbox"
const guestEmail = (n: number | string) => `${SECRET}-${n}@example.com`

type Db = { raw: (sql: string) => Promise<{ rows: Array<Record<string, string>> }> }

async function reviewCount(db: Db): Promise<number> {
  const { rows } = await db.raw("select count(*)::int as n from review")
  return Number(rows[0].n)
}

async function productIdOf(container: MedusaContainer, catalogueId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product", fields: ["id", "variants.id"], filters: { external_id: catalogueId } })
  return { id: data[0].id as string, variantId: data[0].variants[0].id as string }
}

/** A customer account the way the storefront gets one; returns the bearer token and customer id. */
async function customerToken(api: AxiosInstance, publishableKey: string, email: string) {
  const password = "secret123"
  const reg = await api.post("/auth/customer/emailpass/register", { email, password })
  const created = await api.post(
    "/store/customers",
    { email, first_name: "Test", last_name: "Buyer" },
    { headers: { authorization: `Bearer ${reg.data.token}`, "x-publishable-api-key": publishableKey } }
  )
  const login = await api.post("/auth/customer/emailpass", { email, password })
  return { token: login.data.token as string, customerId: created.data.customer.id as string }
}

/** A paid order (payment captured) of the customer containing the product. */
async function createPaidOrder(container: MedusaContainer, seeded: SeedResult, customerId: string, email: string, variantId: string) {
  const { result: order } = await createOrderWorkflow(container).run({
    input: {
      region_id: seeded.regionId,
      sales_channel_id: seeded.salesChannelId,
      customer_id: customerId,
      email,
      currency_code: "inr",
      items: [{ variant_id: variantId, quantity: 1, title: "Test item", unit_price: 100 }],
    },
  })
  const { result: collections } = await createOrderPaymentCollectionWorkflow(container).run({
    input: { order_id: order.id, amount: 100 },
  })
  await markPaymentCollectionAsPaid(container).run({
    input: { order_id: order.id, payment_collection_id: collections[0].id },
  })
  return order
}

export const reviewsSuite: SuiteWithSettings = {
  env: {
    // High limits for the suite; the rate-limit test lowers them for itself.
    RATE_LIMIT_REVIEWS: "10000",
  },
  suite: ({ api, getContainer, dbConnection }) => {
    let seeded: SeedResult
    let p1: { id: string; variantId: string }
    let a1: { id: string; variantId: string }
    const db = dbConnection as unknown as Db

    beforeAll(async () => {
      const container = getContainer()
      seeded = await runSeed(container, { ...process.env })
      // The seed adds sample reviews; these tests start from known fixtures instead (seedReviews is tested below).
      await db.raw("delete from review")
      p1 = await productIdOf(container, "P1")
      a1 = await productIdOf(container, "A1")
      const reviews = container.resolve<ReviewModuleService>(REVIEW_MODULE)
      const base = Date.parse("2025-01-01T00:00:00Z")
      const day = 24 * 3600 * 1000

      // P1: visible 5,5,4,3,1 -> 18/5 = 3.6; two hidden 1-star reviews that must count nowhere.
      await reviews.createReviews(
        [5, 5, 4, 3, 1].map((rating, i) => ({
          product_id: p1.id,
          customer_name: "Asha Verma",
          guest_email: guestEmail(`p1-${i}`),
          rating,
          title: `P1 review ${i}`,
          comment: "Lovely scent",
          created_at: new Date(base + i * day),
        }))
      )
      await reviews.createReviews(
        [1, 1].map((rating, i) => ({
          product_id: p1.id,
          customer_name: "Spam Bot",
          guest_email: guestEmail(`hidden-${i}`),
          rating,
          title: "HIDDEN",
          status: "hidden" as const,
          created_at: new Date(base + (10 + i) * day),
        }))
      )
      // A1: 23 reviews, one per day, ratings cycling 1..5, for pagination and sorting.
      await reviews.createReviews(
        Array.from({ length: 23 }, (_, i) => ({
          product_id: a1.id,
          customer_name: `Reviewer ${i}`,
          guest_email: guestEmail(`a1-${i}`),
          rating: (i % 5) + 1,
          title: `A1 #${i}`,
          created_at: new Date(base + i * day),
        }))
      )
      // P2 stays without reviews.
    })

    describe("GET /api/reviews/product/{id}", () => {
      it("pages with the spec's fields and pagination: first page, last page, past the end, limit cap, no overlap", async () => {
        const res = await api.get("/api/reviews/product/A1", noThrow)
        expect(res.status).toBe(200)
        expect(res.data.success).toBe(true)
        expect(res.data.reviews).toHaveLength(10)
        expect(res.data.pagination).toEqual({ currentPage: 1, totalPages: 3, totalReviews: 23, hasNextPage: true, hasPrevPage: false })
        const r = res.data.reviews[0]
        expect(Object.keys(r).sort()).toEqual(
          ["_id", "comment", "createdAt", "customerName", "displayName", "productId", "rating", "title", "verified"].sort()
        )
        expect(r).toMatchObject({
          productId: "A1",
          verified: false,
          title: "A1 #22",
          customerName: "Reviewer 2.",
          displayName: "Reviewer 2.",
        })

        const last = await api.get("/api/reviews/product/A1?page=3&limit=10", noThrow)
        expect(last.data.reviews).toHaveLength(3)
        expect(last.data.pagination).toEqual({ currentPage: 3, totalPages: 3, totalReviews: 23, hasNextPage: false, hasPrevPage: true })
        const past = await api.get("/api/reviews/product/A1?page=4", noThrow)
        expect(past.status).toBe(200)
        expect(past.data.reviews).toEqual([])
        expect(past.data.pagination).toMatchObject({ currentPage: 4, totalPages: 3, hasNextPage: false, hasPrevPage: true })

        const capped = await api.get("/api/reviews/product/A1?limit=500", noThrow)
        expect(capped.status).toBe(200)
        expect(capped.data.reviews).toHaveLength(23)
        expect(capped.data.pagination.totalPages).toBe(1)

        const ids = new Set<string>()
        for (const page of [1, 2, 3]) {
          const pageRes = await api.get(`/api/reviews/product/A1?page=${page}&limit=10`, noThrow)
          pageRes.data.reviews.forEach((x: { _id: string }) => ids.add(x._id))
        }
        expect(ids.size).toBe(23)
      })

      it("answers an empty list for a product without reviews and 404 'Product not found' for an unknown one", async () => {
        const res = await api.get("/api/reviews/product/P2", noThrow)
        expect(res.status).toBe(200)
        expect(res.data).toEqual({
          success: true,
          message: "Reviews fetched successfully",
          reviews: [],
          pagination: { currentPage: 1, totalPages: 0, totalReviews: 0, hasNextPage: false, hasPrevPage: false },
        })
        const unknown = await api.get("/api/reviews/product/NOPE42", noThrow)
        expect(unknown.status).toBe(404)
        expect(unknown.data).toEqual({ success: false, message: "Product not found" })
      })

      it("sorts by createdAt and rating, both directions", async () => {
        const orders: Array<[string, string, (a: any, b: any) => boolean]> = [
          ["createdAt", "desc", (a, b) => a.createdAt >= b.createdAt],
          ["createdAt", "asc", (a, b) => a.createdAt <= b.createdAt],
          ["rating", "desc", (a, b) => a.rating >= b.rating],
          ["rating", "asc", (a, b) => a.rating <= b.rating],
        ]
        for (const [sortBy, order, inOrder] of orders) {
          const res = await api.get(`/api/reviews/product/A1?sortBy=${sortBy}&order=${order}&limit=50`, noThrow)
          const list = res.data.reviews
          expect(list).toHaveLength(23)
          for (let i = 1; i < list.length; i++) expect([sortBy, order, i, inOrder(list[i - 1], list[i])]).toEqual([sortBy, order, i, true])
          if (sortBy === "rating") expect(list[0].rating).toBe(order === "desc" ? 5 : 1)
        }
        // Default: newest first.
        const byDefault = await api.get("/api/reviews/product/A1", noThrow)
        expect(byDefault.data.reviews[0].title).toBe("A1 #22")
      })

      it("accepts Medusa's product id and a lower-case spec id, and never lists hidden reviews", async () => {
        const byMedusa = await api.get(`/api/reviews/product/${p1.id}`, noThrow)
        const lower = await api.get("/api/reviews/product/p1", noThrow)
        expect(byMedusa.data.pagination.totalReviews).toBe(5)
        expect(lower.data.pagination.totalReviews).toBe(5)
        expect(byMedusa.data.reviews[0].productId).toBe("P1")

        // Hidden reviews are never listed.
        const res = await api.get("/api/reviews/product/P1?limit=50", noThrow)
        expect(res.data.reviews).toHaveLength(5)
        expect(res.data.reviews.some((r: { title: string }) => r.title === "HIDDEN")).toBe(false)
      })
    })

    describe("stats", () => {
      const P1_STATS = { averageRating: 3.6, totalReviews: 5, ratingDistribution: [1, 0, 1, 1, 2] }

      it("both stats paths answer average to one decimal and distribution with index 0 = 1 star (hidden excluded)", async () => {
        for (const url of ["/api/reviews/product/P1/stats", "/api/reviews/stats/P1", "/api/reviews/stats/p1"]) {
          const res = await api.get(url, noThrow)
          expect(res.status).toBe(200)
          expect(res.data).toEqual({ success: true, message: "Review stats fetched successfully", stats: P1_STATS })
        }
      })

      it("answers zeros for a product without reviews and 404 for an unknown one", async () => {
        const empty = await api.get("/api/reviews/product/P2/stats", noThrow)
        expect(empty.data.stats).toEqual({ averageRating: 0, totalReviews: 0, ratingDistribution: [0, 0, 0, 0, 0] })
        for (const url of ["/api/reviews/product/NOPE/stats", "/api/reviews/stats/NOPE"]) {
          const res = await api.get(url, noThrow)
          expect(res.status).toBe(404)
          expect(res.data.message).toBe("Product not found")
        }
      })

      it("answers many products in one call, keyed by the ids as sent", async () => {
        const res = await api.get(`/api/reviews/stats?productIds=P1,P2,A1,NOPE,${p1.id}`, noThrow)
        expect(res.status).toBe(200)
        expect(res.data.message).toBe("Review stats fetched successfully")
        expect(Object.keys(res.data.stats).sort()).toEqual(["A1", "P1", "P2", p1.id].sort())
        expect(res.data.stats.P1).toEqual(P1_STATS)
        expect(res.data.stats[p1.id]).toEqual(P1_STATS)
        expect(res.data.stats.P2.totalReviews).toBe(0)
        // A1: ratings 1..5 cycling over 23 -> counts [5,5,5,4,4], sum = 5+10+15+16+20 = 66, 66/23 = 2.87
        expect(res.data.stats.A1).toEqual({ averageRating: 2.9, totalReviews: 23, ratingDistribution: [5, 5, 5, 4, 4] })
      })

      it("changes when a review is hidden", async () => {
        const reviews = getContainer().resolve<ReviewModuleService>(REVIEW_MODULE)
        const [one] = await reviews.listReviews({ product_id: p1.id, rating: 1, status: "visible" })
        await reviews.updateReviews({ id: one.id, status: "hidden" })
        const res = await api.get("/api/reviews/stats/P1", noThrow)
        expect(res.data.stats).toEqual({ averageRating: 4.3, totalReviews: 4, ratingDistribution: [0, 0, 1, 1, 2] })
      })

      it("refuses more than 100 ids and a missing list", async () => {
        const ids = Array.from({ length: 101 }, (_, i) => `X${i}`).join(",")
        const tooMany = await api.get(`/api/reviews/stats?productIds=${ids}`, noThrow)
        expect(tooMany.status).toBe(400)
        expect(tooMany.data.message).toBe("At most 100 productIds per request")
        const none = await api.get("/api/reviews/stats?productIds=,,", noThrow)
        expect(none.status).toBe(400)
      })
    })

    describe("POST /api/reviews", () => {
      const valid = { productId: "P2", rating: 4, customerName: "  Neha Gupta  ", guestEmail: "Neha@Example.com" }

      it("stores a guest review held for moderation, answers 201 with the spec's message, and publishes only the display name once shown", async () => {
        const res = await api.post("/api/reviews", { ...valid, title: " Fresh and light ", comment: "Lasts all day" }, noThrow)
        expect(res.status).toBe(201)
        expect(res.data).toMatchObject({
          success: true,
          message: "Review submitted successfully!",
          held: true,
          review: {
            rating: 4,
            customerName: "Neha G.",
            displayName: "Neha G.",
            title: "Fresh and light",
            comment: "Lasts all day",
            verified: false,
            productId: "P2",
          },
        })
        expect(JSON.stringify(res.data)).not.toContain("neha@example.com")
        expect(JSON.stringify(res.data)).not.toContain("Gupta")
        const service = getContainer().resolve<ReviewModuleService>(REVIEW_MODULE)
        const stored = await service.retrieveReview(res.data.review._id)
        expect(stored).toMatchObject({ guest_email: "neha@example.com", customer_id: null, status: "hidden", customer_name: "Neha Gupta" })

        // Held: not listed, not counted.
        expect((await api.get("/api/reviews/product/P2", noThrow)).data.reviews).toEqual([])
        expect((await api.get("/api/reviews/stats/P2", noThrow)).data.stats.totalReviews).toBe(0)

        // An operator shows it (the Medusa admin's reviews page sets status "visible").
        await service.updateReviews({ id: res.data.review._id, status: "visible" })
        const list = await api.get("/api/reviews/product/P2", noThrow)
        expect(list.data.reviews.map((r: { _id: string }) => r._id)).toEqual([res.data.review._id])
        expect(list.data.reviews[0]).toMatchObject({ customerName: "Neha G.", displayName: "Neha G." })
        expect(JSON.stringify(list.data)).not.toContain("Gupta")
        const stats = await api.get("/api/reviews/stats/P2", noThrow)
        expect(stats.data.stats).toEqual({ averageRating: 4, totalReviews: 1, ratingDistribution: [0, 0, 0, 1, 0] })
      })

      it("treats blank optional fields as not sent", async () => {
        const res = await api.post("/api/reviews", { ...valid, title: "   ", comment: "" }, noThrow)
        expect(res.status).toBe(201)
        expect(res.data.review).toMatchObject({ title: null, comment: null })
      })

      it("refuses every rule's violation with 400, the spec's text, and writes nothing", async () => {
        const cases: Array<[string, Record<string, unknown>, string, string]> = [
          ["no rating", { rating: undefined }, "Please select a rating", "rating"],
          ["rating 0", { rating: 0 }, "Please select a rating", "rating"],
          ["rating as text", { rating: "5" }, "Please select a rating", "rating"],
          ["rating 6", { rating: 6 }, "Rating must be a whole number from 1 to 5", "rating"],
          ["rating 4.5", { rating: 4.5 }, "Rating must be a whole number from 1 to 5", "rating"],
          ["no name", { customerName: undefined }, "Please enter your name", "customerName"],
          ["one-letter name after trim", { customerName: "  A  " }, "Please enter your name", "customerName"],
          ["title of 101", { title: "t".repeat(101) }, "Title must be at most 100 characters", "title"],
          ["comment of 1001", { comment: "c".repeat(1001) }, "Comment must be at most 1000 characters", "comment"],
          ["guest without e-mail", { guestEmail: undefined }, "Please enter a valid email address", "guestEmail"],
          ["guest with a bad e-mail", { guestEmail: "neha.example.com" }, "Please enter a valid email address", "guestEmail"],
          ["no product", { productId: undefined }, "Product ID is missing", "productId"],
        ]
        const before = await reviewCount(db)
        for (const [label, change, message, path] of cases) {
          const res = await api.post("/api/reviews", { ...valid, ...change }, noThrow)
          expect([label, res.status, res.data.success, res.data.message]).toEqual([label, 400, false, message])
          expect(res.data.errors).toEqual(expect.arrayContaining([{ msg: message, path }]))
        }
        expect(await reviewCount(db)).toBe(before)
      })

      it("accepts exactly 100 / 1000 characters; 404 for an unknown product", async () => {
        const res = await api.post("/api/reviews", { ...valid, title: "t".repeat(100), comment: "c".repeat(1000) }, noThrow)
        expect(res.status).toBe(201)

        const before = await reviewCount(db)
        const unknown = await api.post("/api/reviews", { ...valid, productId: "NOPE42" }, noThrow)
        expect(unknown.status).toBe(404)
        expect(unknown.data).toEqual({ success: false, message: "Product not found" })
        expect(await reviewCount(db)).toBe(before)
      })

      it("a signed-in customer needs no e-mail; a sent guestEmail is ignored; not verified without a paid order", async () => {
        const { token, customerId } = await customerToken(api, seeded.publishableKey, "ravi@example.com")
        const res = await api.post(
          "/api/reviews",
          { productId: "P1", rating: 5, customerName: "Ravi Kumar", guestEmail: "other@example.com" },
          bearer(token)
        )
        expect(res.status).toBe(201)
        expect(res.data.review.verified).toBe(false)
        const stored = await getContainer().resolve<ReviewModuleService>(REVIEW_MODULE).retrieveReview(res.data.review._id)
        expect(stored).toMatchObject({ customer_id: customerId, guest_email: null, verified: false })
        expect(res.data.held).toBe(false)
        expect(stored).toMatchObject({ status: "visible" })
        const noEmail = await api.post("/api/reviews", { productId: "P2", rating: 4, customerName: "Ravi Kumar" }, bearer(token))
        expect(noEmail.status).toBe(201)
        // One review per customer per product.
        const again = await api.post("/api/reviews", { productId: "P1", rating: 1, customerName: "Ravi Kumar" }, bearer(token))
        expect(again.status).toBe(409)
        expect(again.data).toEqual({ success: false, message: "You have already reviewed this product" })
        expect((await getContainer().resolve<ReviewModuleService>(REVIEW_MODULE).listReviews({ customer_id: customerId })).length).toBe(2)
      })

      it("submissions racing past the check store one review per customer and product: one 201, the others 409", async () => {
        const { token, customerId } = await customerToken(api, seeded.publishableKey, "racer@example.com")
        const body = { productId: "P3", rating: 4, customerName: "Quick Racer" }
        const answers = await Promise.all(Array.from({ length: 6 }, () => api.post("/api/reviews", body, bearer(token))))
        expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409])
        for (const refused of answers.filter((a) => a.status === 409)) {
          expect(refused.data).toEqual({ success: false, message: "You have already reviewed this product" })
        }
        const reviews = getContainer().resolve<ReviewModuleService>(REVIEW_MODULE)
        expect((await reviews.listReviews({ customer_id: customerId })).length).toBe(1)
        // The database itself refuses a second row, whatever the caller (the index, not only the route's check).
        const [stored] = await reviews.listReviews({ customer_id: customerId })
        await expect(
          reviews.createReviews({ product_id: stored.product_id, customer_id: customerId, customer_name: "Again", rating: 1 })
        ).rejects.toThrow(/already exists/)
        // Guests (no customer) are not limited by it: their reviews are held for moderation instead.
        await reviews.createReviews({
          product_id: stored.product_id,
          customer_id: null,
          customer_name: "Guest One",
          guest_email: "g1@example.com",
          rating: 3,
        })
        await reviews.createReviews({
          product_id: stored.product_id,
          customer_id: null,
          customer_name: "Guest Two",
          guest_email: "g2@example.com",
          rating: 3,
        })
      })

      it("a customer with a paid order containing the product writes a verified review (only for that product)", async () => {
        const container = getContainer()
        const { token, customerId } = await customerToken(api, seeded.publishableKey, "buyer@example.com")
        await createPaidOrder(container, seeded, customerId, "buyer@example.com", p1.variantId)

        const bought = await api.post("/api/reviews", { productId: "P1", rating: 5, customerName: "Buyer Person" }, bearer(token))
        expect(bought.status).toBe(201)
        expect(bought.data.review.verified).toBe(true)
        const other = await api.post("/api/reviews", { productId: "P2", rating: 5, customerName: "Buyer Person" }, bearer(token))
        expect(other.data.review.verified).toBe(false)

        const list = await api.get("/api/reviews/product/P1", noThrow)
        expect(list.data.reviews.find((r: { _id: string }) => r._id === bought.data.review._id).verified).toBe(true)
      })

      it("an order whose payment was not captured does not verify", async () => {
        const container = getContainer()
        const { token, customerId } = await customerToken(api, seeded.publishableKey, "unpaid@example.com")
        await createOrderWorkflow(container).run({
          input: {
            region_id: seeded.regionId,
            sales_channel_id: seeded.salesChannelId,
            customer_id: customerId,
            email: "unpaid@example.com",
            currency_code: "inr",
            items: [{ variant_id: p1.variantId, quantity: 1, title: "Test item", unit_price: 100 }],
          },
        })
        const res = await api.post("/api/reviews", { productId: "P1", rating: 3, customerName: "Not Paid" }, bearer(token))
        expect(res.data.review.verified).toBe(false)
      })

      it("an invalid token counts as a guest (who then needs an e-mail)", async () => {
        const res = await api.post("/api/reviews", { productId: "P1", rating: 5, customerName: "Mallory" }, bearer("not-a-jwt"))
        expect(res.status).toBe(400)
        expect(res.data.message).toBe("Please enter a valid email address")
      })

      it("rate-limits per IP with 429", async () => {
        process.env.RATE_LIMIT_REVIEWS = "3"
        try {
          const from = (ip: string) => withHeaders({ "x-forwarded-for": ip })
          const statuses: number[] = []
          for (let i = 0; i < 4; i++) statuses.push((await api.post("/api/reviews", valid, from("203.0.113.7"))).status)
          expect(statuses).toEqual([201, 201, 201, 429])
          const limited = await api.post("/api/reviews", valid, from("203.0.113.7"))
          expect(limited.data).toMatchObject({ success: false, message: expect.any(String) })
          expect(limited.headers["retry-after"]).toBeDefined()
          // Another address is not affected.
          expect((await api.post("/api/reviews", valid, from("203.0.113.8"))).status).toBe(201)
        } finally {
          process.env.RATE_LIMIT_REVIEWS = "10000"
        }
      })
    })

    it("no public answer contains a guest e-mail", async () => {
      const urls = [
        "/api/reviews/product/P1?limit=50",
        "/api/reviews/product/A1?limit=50",
        "/api/reviews/product/A1?limit=50&sortBy=rating&order=asc",
        "/api/reviews/product/P1/stats",
        "/api/reviews/stats/A1",
        "/api/reviews/stats?productIds=P1,A1,P2",
      ]
      for (const url of urls) {
        const res = await api.get(url, noThrow)
        expect(res.status).toBe(200)
        expect(JSON.stringify(res.data)).not.toContain(SECRET)
        expect(JSON.stringify(res.data)).not.toMatch(/guest_?email/i)
      }
      const posted = await api.post(
        "/api/reviews",
        { productId: "P2", rating: 5, customerName: "Guest Person", guestEmail: guestEmail("new") },
        noThrow
      )
      expect(JSON.stringify(posted.data)).not.toContain(SECRET)
    })

    describe("bad input never gives a 5xx and never writes", () => {
      const big = JSON.stringify({
        productId: "P1",
        rating: 5,
        customerName: "Big Body",
        guestEmail: "a@b.co",
        comment: "x".repeat(40_000),
      })
      const json = { "content-type": "application/json" }
      const cases: Array<[string, "get" | "post", string, unknown, Record<string, string>?]> = [
        ["malformed JSON", "post", "/api/reviews", '{"productId": "P1",', json],
        ["JSON array", "post", "/api/reviews", "[1,2,3]", json],
        ["JSON string", "post", "/api/reviews", '"hello"', json],
        ["JSON null", "post", "/api/reviews", "null", json],
        ["empty object", "post", "/api/reviews", {}, undefined],
        ["wrong types", "post", "/api/reviews", { productId: 12, rating: "five", customerName: ["x"], guestEmail: 7 }, undefined],
        [
          "object as title",
          "post",
          "/api/reviews",
          { productId: "P1", rating: 5, customerName: "Okay Name", guestEmail: "a@b.co", title: { $gt: "" } },
          undefined,
        ],
        ["oversized body", "post", "/api/reviews", big, json],
        ["form-encoded body", "post", "/api/reviews", "productId=P1&rating=5", { "content-type": "application/x-www-form-urlencoded" }],
        ["page=0", "get", "/api/reviews/product/P1?page=0", undefined],
        ["page=abc", "get", "/api/reviews/product/P1?page=abc", undefined],
        ["limit=-1", "get", "/api/reviews/product/P1?limit=-1", undefined],
        ["repeated page", "get", "/api/reviews/product/P1?page=1&page=2", undefined],
        ["sortBy=price", "get", "/api/reviews/product/P1?sortBy=price", undefined],
        ["order=up", "get", "/api/reviews/product/P1?order=up", undefined],
        ["productIds missing", "get", "/api/reviews/stats", undefined],
        ["productIds as object", "get", "/api/reviews/stats?productIds[a]=1", undefined],
        ["very long id", "get", `/api/reviews/stats?productIds=${"P".repeat(300)}`, undefined],
        ["id with SQL", "get", "/api/reviews/product/P1'%20or%201=1--", undefined],
      ]

      it(`${cases.length} malformed requests over every review endpoint -> 4xx with a message`, async () => {
        const before = await reviewCount(db)
        for (const [label, method, url, body, headers] of cases) {
          const res = method === "get" ? await api.get(url, noThrow) : await api.post(url, body, withHeaders(headers ?? {}))
          expect([label, res.status >= 400 && res.status < 500, typeof res.data.message]).toEqual([label, true, "string"])
        }
        expect(await reviewCount(db)).toBe(before)
      })
    })

    describe("seedReviews", () => {
      it("gives every product without reviews 3 to 7 whose live average is its catalogue rating, and is idempotent", async () => {
        const container = getContainer()
        const first = await seedReviews(container)
        expect(first.created).toBeGreaterThan(0)
        const { rows } = await db.raw("select product_id, count(*)::int as n from review where deleted_at is null group by product_id")
        const counts = new Map(rows.map((r) => [r.product_id, Number(r.n)]))
        expect(counts.size).toBe(seeded.productCount)
        for (const [id, n] of counts) {
          if (id === p1.id || id === a1.id) continue // had fixtures, left alone
          expect(n).toBeGreaterThanOrEqual(3)
          expect(n).toBeLessThanOrEqual(7)
        }
        expect(counts.get(p1.id)).toBe(7)
        expect((await seedReviews(container)).created).toBe(0)

        // The live stats (what cards and the product page show) equal the catalogue's rating, product by product.
        const seededIds = CATALOGUE.map((e) => e.id).filter((id) => id !== "P1" && id !== "A1")
        const stats = await api.get(`/api/reviews/stats?productIds=${seededIds.join(",")}`, noThrow)
        expect(Object.keys(stats.data.stats)).toHaveLength(seededIds.length)
        const live = seededIds.map((id) => [id, stats.data.stats[id].averageRating])
        expect(live).toEqual(seededIds.map((id) => [id, CATALOGUE.find((e) => e.id === id)!.rating]))
      })

      it("replaces an older seed's sample reviews whose average misses the catalogue rating, and keeps shoppers' reviews", async () => {
        const container = getContainer()
        const reviews = container.resolve<ReviewModuleService>(REVIEW_MODULE)
        await seedReviews(container)
        const { rows } = await db.raw("select id from product where external_id = 'P3' and deleted_at is null")
        const p3 = rows[0].id as string
        await reviews.softDeleteReviews((await reviews.listReviews({ product_id: p3 }, { select: ["id"] })).map((r) => r.id))
        // What the old seed wrote: 3.7 (3) on a 4.7 product.
        const old = (rating: number, name: string, email: string, title: string) => ({
          product_id: p3,
          customer_id: null,
          customer_name: name,
          guest_email: email,
          rating,
          title,
          comment: "An older sample review.",
          verified: false,
          status: "visible" as const,
        })
        await reviews.createReviews([
          old(5, "Asha Verma", "asha.verma@example.com", "Lasts the whole workday"),
          old(3, "Rohan Mehta", "rohan.mehta@example.com", "Nice but not for me"),
          old(3, "Priya Nair", "priya.nair@example.com", "Nice but not for me"),
        ])
        expect((await api.get("/api/reviews/stats/P3", noThrow)).data.stats.averageRating).toBe(3.7)
        const p1Before = (await api.get("/api/reviews/stats/P1", noThrow)).data.stats

        await seedReviews(container)
        expect((await api.get("/api/reviews/stats/P3", noThrow)).data.stats.averageRating).toBe(4.7)
        const p3Titles = (await reviews.listReviews({ product_id: p3 }, { select: ["comment"] })).map((r) => r.comment)
        expect(p3Titles).not.toContain("An older sample review.")
        // P1's reviews are shoppers' (fixtures), not samples: untouched.
        expect((await api.get("/api/reviews/stats/P1", noThrow)).data.stats).toEqual(p1Before)
        expect((await seedReviews(container)).created).toBe(0)
      })
    })
  },
}
