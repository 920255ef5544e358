import type { AxiosError, AxiosInstance, AxiosResponse } from "axios"
import { contractProblem, ErrorAnswerSchema } from "@sugandh/contract"

/**
 * The contract test: every answer an integration test gets from /api is checked
 * against the schema @sugandh/contract's route map names for its route and
 * status. A route missing from the map, a status it does not list or a body the
 * schema refuses fails the test that asked (afterEach), whatever the test itself
 * asserted. Other paths (/store, /admin, /auth, /health) are Medusa's and not ours.
 */
export function checkAnswersAgainstContract(api: () => AxiosInstance) {
  const problems: string[] = []

  const check = (response: AxiosResponse | undefined) => {
    if (!response?.config) return
    const method = (response.config.method ?? "get").toUpperCase()
    const url = new URL(response.config.url ?? "", response.config.baseURL ?? "http://localhost")
    if (!url.pathname.startsWith("/api/") || method === "HEAD" || method === "OPTIONS") return
    const problem = contractProblem({
      method,
      pathname: url.pathname,
      status: response.status,
      contentType: String(response.headers?.["content-type"] ?? ""),
      body: response.data,
    })
    if (problem && problem.includes("no route in the contract's map")) {
      // A path no route serves (tests probing unknown URLs): Medusa's own 404 is nothing of ours to
      // check, but a refusal of our middleware (400 for a malformed path) is our error answer.
      if (response.status === 404 || (response.status >= 400 && ErrorAnswerSchema.safeParse(response.data).success)) return
    }
    if (problem) problems.push(problem)
  }

  beforeAll(() => {
    api().interceptors.response.use(
      (response) => {
        check(response)
        return response
      },
      (error: AxiosError) => {
        check(error.response)
        return Promise.reject(error)
      }
    )
  })

  afterEach(() => {
    const found = problems.splice(0)
    if (found.length) throw new Error(`Answers that break the /api contract:\n${found.join("\n")}`)
  })
}
