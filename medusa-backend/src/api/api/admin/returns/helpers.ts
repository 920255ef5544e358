import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { OneReturnAnswer } from "@sugandh/contract"
import { notFound } from "../../../../lib/errors"
import { readReturn, readReturnRow } from "../../../../lib/returns/read-returns"
import { runExplained } from "../../../utils/order-failure"

/** The return named in the path with its order, or 404. */
export async function returnFromPath(req: AuthenticatedMedusaRequest): Promise<{ id: string; orderId: string }> {
  const row = await readReturnRow(req.scope, req.params.id)
  if (!row) throw notFound("Return not found")
  return { id: row.id, orderId: row.order_id }
}

/** Runs the return's workflow, then answers the return as it is now (a refusal as its 4xx). */
export async function runAndAnswerReturn(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse<OneReturnAnswer>,
  id: string,
  run: () => Promise<unknown>
) {
  await runExplained(run)
  const found = await readReturn(req.scope, id)
  if (!found) throw notFound("Return not found")
  res.json({ return: found })
}
