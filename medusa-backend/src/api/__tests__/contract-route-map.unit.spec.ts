import fs from "node:fs"
import path from "node:path"
import { API_ROUTES, contractProblem, findApiRoute, mappedMethods } from "@sugandh/contract"

/**
 * The contract's route map (packages/contract/src/routes.ts) and the backend's
 * /api file routes name the same routes and methods: a new route.ts, or a new
 * method in one, fails here until the map says what it answers.
 */
const API_DIR = path.join(__dirname, "..", "api")
const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"]

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "__tests__" ? [] : routeFiles(full)
    return entry.name === "route.ts" ? [full] : []
  })
}

/** medusa-backend/src/api/api/auth/cart/[productId]/route.ts -> /api/auth/cart/:productId */
function pathPattern(file: string): string {
  const relative = path.relative(API_DIR, path.dirname(file)).split(path.sep).filter(Boolean)
  return "/" + ["api", ...relative.map((s) => s.replace(/^\[(.+)\]$/, ":$1"))].join("/")
}

function exportedMethods(file: string): string[] {
  const source = fs.readFileSync(file, "utf8")
  const pattern = new RegExp(`^export\\s+(?:const|async\\s+function|function)\\s+(${HTTP_METHODS.join("|")})\\b`, "gm")
  return [...source.matchAll(pattern)].map((m) => m[1]).sort()
}

describe("the contract's route map", () => {
  const files = routeFiles(API_DIR)

  it("finds the /api file routes", () => {
    expect(files.length).toBeGreaterThan(50)
  })

  it.each(files.map((f) => [pathPattern(f), f]))("%s exports only methods the map knows", (pattern, file) => {
    expect(exportedMethods(file)).toEqual([...mappedMethods(pattern)].sort())
  })

  it("lists no route that has no route.ts", () => {
    const patterns = new Set(files.map(pathPattern))
    expect(API_ROUTES.filter((r) => !patterns.has(r.path)).map((r) => `${r.method} ${r.path}`)).toEqual([])
  })
})

describe("looking an answer up in the map", () => {
  it("prefers a literal segment to a parameter", () => {
    expect(findApiRoute("GET", "/api/reviews/stats")?.path).toBe("/api/reviews/stats")
    expect(findApiRoute("GET", "/api/reviews/stats/P1")?.path).toBe("/api/reviews/stats/:id")
    expect(findApiRoute("get", "/api/reviews/product/P1/stats")?.path).toBe("/api/reviews/product/:id/stats")
  })

  it("names a route missing from the map, a status it does not answer and a body its schema refuses", () => {
    const answer = { contentType: "application/json", body: { message: "Logged out successfully" } }
    expect(contractProblem({ method: "POST", pathname: "/api/auth/logout", status: 200, ...answer })).toBeNull()
    expect(contractProblem({ method: "POST", pathname: "/api/no-such-route", status: 200, ...answer })).toMatch(/no route/)
    expect(contractProblem({ method: "POST", pathname: "/api/auth/logout", status: 201, ...answer })).toMatch(/does not answer 201/)
    expect(contractProblem({ method: "POST", pathname: "/api/auth/logout", status: 200, contentType: "", body: {} })).toMatch(/message/)
  })

  it("checks every refusal against the error answer and files by their content type", () => {
    const refusal = { method: "GET", pathname: "/api/auth/me", status: 401, contentType: "application/json" }
    expect(contractProblem({ ...refusal, body: { message: "Please login to continue" } })).toBeNull()
    expect(contractProblem({ ...refusal, body: { error: "no message" } })).toMatch(/message/)
    const invoice = { method: "GET", pathname: "/api/auth/orders/order_1/invoice", status: 200, body: null }
    expect(contractProblem({ ...invoice, contentType: "application/pdf" })).toBeNull()
    expect(contractProblem({ ...invoice, contentType: "application/json" })).toMatch(/expected a file/)
  })
})
