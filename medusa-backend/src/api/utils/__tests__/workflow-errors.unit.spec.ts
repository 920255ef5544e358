import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { createMedusaContainer, MedusaError } from "@medusajs/framework/utils"
import { createStep, createWorkflow, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { DomainError, isDomainError } from "../../../lib/errors"
import { apiErrorHandler } from "../error-handler"

// A real workflow run by Medusa's engine: what a route catches from
// `workflow.run()` when a step refuses.
const refuseStep = createStep("test-refuse-in-step", async (error: { kind: "conflict" | "not_found" }) => {
  throw new DomainError(error.kind, "Refused in a step", {
    errors: [{ msg: "Refused in a step", path: "role" }],
    extra: { error: "REFUSED" },
  })
})
const refusingWorkflow = createWorkflow("test-refusing-workflow", (input: { kind: "conflict" | "not_found" }) => {
  refuseStep(input)
  return new WorkflowResponse(true)
})

// As the route workflows run their checks: a parent workflow, the refusal in a when() block of a nested one.
const nestedRefusingWorkflow = createWorkflow("test-nested-refusing-workflow", (input: { kind: "conflict" | "not_found" }) => {
  when("test-refuse-nested", { input }, ({ input }) => !!input.kind).then(() => {
    refusingWorkflow.runAsStep({ input })
  })
  return new WorkflowResponse(true)
})

async function errorOfWorkflow(kind: "conflict" | "not_found", nested = false): Promise<unknown> {
  return (nested ? nestedRefusingWorkflow : refusingWorkflow)(createMedusaContainer())
    .run({ input: { kind } })
    .then(
      () => undefined,
      (e: unknown) => e
    )
}

/** The status, headers and JSON body the handler writes: the least of Express' response it uses. */
function recordAnswer(path: string, error: unknown) {
  const answer = { status: 0, body: undefined as unknown, headers: {} as Record<string, string> }
  const res = {
    headersSent: false,
    hasHeader: (name: string) => name in answer.headers,
    setHeader: (name: string, value: string) => void (answer.headers[name] = value),
    status(code: number) {
      answer.status = code
      return this
    },
    json(body: unknown) {
      answer.body = body
      return this
    },
  }
  const req = { originalUrl: path, path, method: "PUT" }
  apiErrorHandler()(error, req as unknown as MedusaRequest, res as unknown as MedusaResponse, (() => {}) as MedusaNextFunction)
  return answer
}

describe("a DomainError thrown in a workflow step", () => {
  it("comes out of the engine as a plain object that keeps name, kind, errors and extra", async () => {
    const error = await errorOfWorkflow("conflict")
    // Why the handler cannot use instanceof: the engine serialises a step's error.
    expect(error).not.toBeInstanceOf(DomainError)
    expect(error).toMatchObject({
      name: "DomainError",
      kind: "conflict",
      message: "Refused in a step",
      errors: [{ msg: "Refused in a step", path: "role" }],
      extra: { error: "REFUSED" },
    })
    expect(isDomainError(error)).toBe(true)
  })

  it("keeps its kind through a workflow run as a step of another, inside when()", async () => {
    const error = await errorOfWorkflow("conflict", true)
    expect(error).toMatchObject({ name: "DomainError", kind: "conflict", extra: { error: "REFUSED" } })
    const answer = recordAnswer("/api/auth/orders", error)
    expect(answer.status).toBe(409)
    expect(answer.body).toEqual({
      message: "Refused in a step",
      errors: [{ msg: "Refused in a step", path: "role" }],
      error: "REFUSED",
    })
  })

  it("is answered on /api with its kind's status and the contract's body", async () => {
    const conflict = recordAnswer("/api/admin/users/cus_1/role", await errorOfWorkflow("conflict"))
    expect(conflict.status).toBe(409)
    expect(conflict.body).toEqual({
      message: "Refused in a step",
      errors: [{ msg: "Refused in a step", path: "role" }],
      error: "REFUSED",
    })
    expect(conflict.headers["X-Content-Type-Options"]).toBe("nosniff")

    const missing = recordAnswer("/api/auth/google/verify", await errorOfWorkflow("not_found"))
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ message: "Refused in a step", error: "REFUSED" })
  })
})

describe("a refusal on Medusa's own routes (issue 48, point 6)", () => {
  const GENERIC = "The request conflicted with another request. You may retry the request with the provided Idempotency-Key."

  it("keeps a step's refusal as a 409 with its reason on Medusa's admin routes, not Medusa's generic conflict text", async () => {
    const answer = recordAnswer("/admin/orders/order_1/fulfillments", await errorOfWorkflow("conflict", true))
    expect(answer.status).toBe(409)
    expect(answer.body).toMatchObject({ message: "Refused in a step" })
    expect(JSON.stringify(answer.body)).not.toContain(GENERIC)
  })

  it("keeps a hook's MedusaError CONFLICT message on Medusa's admin routes", () => {
    const error = new MedusaError(MedusaError.Types.CONFLICT, "This order has no payment waiting for confirmation")
    const answer = recordAnswer("/admin/orders/order_1/fulfillments", error)
    expect(answer.status).toBe(409)
    expect(answer.body).toMatchObject({ message: "This order has no payment waiting for confirmation" })
  })
})

describe("isDomainError", () => {
  it("recognises our errors and their plain copies, nothing else", () => {
    expect(isDomainError(new DomainError("forbidden", "No"))).toBe(true)
    expect(isDomainError({ name: "DomainError", kind: "invalid", message: "Bad" })).toBe(true)
    expect(isDomainError({ name: "DomainError", kind: "teapot", message: "Bad" })).toBe(false)
    expect(isDomainError({ name: "Error", kind: "invalid", message: "Bad" })).toBe(false)
    expect(isDomainError(new Error("boom"))).toBe(false)
    expect(isDomainError(null)).toBe(false)
    expect(isDomainError("DomainError")).toBe(false)
  })
})
