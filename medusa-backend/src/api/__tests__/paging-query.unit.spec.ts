import { PagingQuery } from "../api/admin/users/validators"
import { AdminProductListQuery } from "../api/admin/products/validators"
import { toFieldErrors } from "../utils/validate"

/** What validateQuery answers: the parsed query, or the field errors of its 400. */
const read = (schema: typeof PagingQuery | typeof AdminProductListQuery, query: Record<string, unknown>) => {
  const result = schema.safeParse(query)
  return result.success ? result.data : toFieldErrors(result.error)
}

const LIMIT = { msg: "limit must be a whole number from 1 to 100", path: "limit" }
const OFFSET = { msg: "offset must be a whole number of 0 or more", path: "offset" }
const Q = { msg: "q must be text of at most 100 characters", path: "q" }

describe("PagingQuery (?limit=&offset= of the /api lists)", () => {
  it("reads whole numbers, limit absent meaning the whole list", () => {
    expect(read(PagingQuery, {})).toEqual({ offset: 0 })
    expect(read(PagingQuery, { limit: " 5 ", offset: "3", other: "x" })).toEqual({ limit: 5, offset: 3 })
  })

  it.each([
    [{ limit: "0" }, [LIMIT]],
    [{ limit: "101" }, [LIMIT]],
    [{ limit: "abc" }, [LIMIT]],
    [{ limit: ["1", "2"] }, [LIMIT]],
    [{ offset: "-1" }, [OFFSET]],
    [{ offset: "1.5" }, [OFFSET]],
    [{ limit: "x", offset: "y" }, [LIMIT, OFFSET]],
  ])("refuses %j", (query, errors) => {
    expect(read(PagingQuery, query)).toEqual(errors)
  })
})

describe("AdminProductListQuery (the dashboard's products page)", () => {
  it("trims q, and reads a blank one as no search", () => {
    expect(read(AdminProductListQuery, { limit: "50", offset: "0", q: "  rose " })).toEqual({ limit: 50, offset: 0, q: "rose" })
    expect(read(AdminProductListQuery, { q: "   " })).toEqual({ offset: 0, q: undefined })
  })

  it("refuses a q that is not text of at most 100 characters, once the paging passed", () => {
    expect(read(AdminProductListQuery, { q: "x".repeat(101) })).toEqual([Q])
    expect(read(AdminProductListQuery, { q: ["a", "b"] })).toEqual([Q])
    expect(read(AdminProductListQuery, { limit: "0", q: ["a"] })).toEqual([LIMIT])
  })
})
