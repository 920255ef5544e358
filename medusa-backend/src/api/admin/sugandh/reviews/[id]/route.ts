import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { REVIEW_MODULE } from "../../../../../modules/review"
import type ReviewModuleService from "../../../../../modules/review/service"
import type { ReviewStatusBody } from "../../validators"

async function existing(service: ReviewModuleService, id: string) {
  const [review] = await service.listReviews({ id }, { select: ["id", "status"] })
  if (!review) throw new MedusaError(MedusaError.Types.NOT_FOUND, "Review not found")
  return review
}

/** POST /admin/sugandh/reviews/{id} {status: visible|hidden}: hide or show a review. */
export async function POST(req: AuthenticatedMedusaRequest<ReviewStatusBody>, res: MedusaResponse) {
  const service = req.scope.resolve<ReviewModuleService>(REVIEW_MODULE)
  await existing(service, req.params.id)
  const review = await service.updateReviews({ id: req.params.id, status: req.validatedBody.status })
  res.json({ review })
}

/** DELETE /admin/sugandh/reviews/{id}: removes a review for good (stats follow at once). */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service = req.scope.resolve<ReviewModuleService>(REVIEW_MODULE)
  await existing(service, req.params.id)
  await service.deleteReviews(req.params.id)
  res.json({ id: req.params.id, object: "review", deleted: true })
}
