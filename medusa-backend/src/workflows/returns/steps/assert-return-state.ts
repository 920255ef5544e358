import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { ReturnState } from "@sugandh/contract"
import { conflict, notFound } from "../../../lib/errors"
import { readReturnRow } from "../../../lib/returns/read-returns"
import { returnState, type ReturnRow } from "../../../lib/returns/return-answer"

/** The return as it is under the order's lock, refused (409) unless in one of `allowed`; 404 when there is none. */
export const assertReturnStateStep = createStep(
  "assert-return-state",
  async (input: { return_id: string; allowed: ReturnState[]; doing: string }, { container }): Promise<StepResponse<ReturnRow>> => {
    const row = await readReturnRow(container, input.return_id)
    if (!row) throw notFound("Return not found")
    const state = returnState(row)
    if (!input.allowed.includes(state)) throw conflict(`A return that is ${state} cannot be ${input.doing}`)
    return new StepResponse(row)
  }
)
