import { createMedusaContainer } from "@medusajs/framework/utils"
import { createStep, createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { CourierError } from "../../../modules/providers/courier-client/courier-error"
import { contractAnswer } from "../error-answer"
import { explainCourierFailure, explainOrderFailure } from "../order-failure"

// A courier's failure thrown in a step (as a fulfillment provider throws it inside
// createOrderFulfillmentWorkflow) comes back from Medusa's engine as a plain copy.
const failingStep = createStep(
  "test-courier-fails",
  async (args: { kind: "refused" | "unavailable"; status: number | null; timedOut: boolean }) => {
    throw new CourierError({ courier: "Shiprocket", courierMessage: "Service Unavailable. Please try later.", ...args })
  }
)
const failingWorkflow = createWorkflow(
  "test-courier-failing-workflow",
  (input: { kind: "refused" | "unavailable"; status: number | null; timedOut: boolean }) => {
    failingStep(input)
    return new WorkflowResponse(true)
  }
)
const errorOf = (input: { kind: "refused" | "unavailable"; status: number | null; timedOut: boolean }) =>
  failingWorkflow(createMedusaContainer())
    .run({ input })
    .then(
      () => null,
      (e: unknown) => e
    )

describe("a courier's failure on /api", () => {
  it("is 502 for a 5xx, 504 for no answer in time, 400 for a refusal, each with the courier's words, through the workflow engine", async () => {
    const answers = await Promise.all(
      [
        { kind: "unavailable" as const, status: 503, timedOut: false },
        { kind: "unavailable" as const, status: null, timedOut: true },
        { kind: "refused" as const, status: 422, timedOut: false },
      ].map(async (input) => {
        const explained = explainCourierFailure(await errorOf(input))
        return explained && contractAnswer(explained)
      })
    )
    expect(answers.map((a) => a?.status)).toEqual([502, 504, 400])
    for (const answer of answers) expect(answer?.body.message).toContain("Service Unavailable. Please try later.")
  })

  it("leaves other errors to the order rules", () => {
    expect(explainCourierFailure(new Error("boom"))).toBeNull()
    const plain = new Error("boom")
    expect(explainOrderFailure(plain)).toBe(plain)
  })
})
