import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ReviewStatusBody } from "@sugandh/contract"
import { notFound } from "../../../../../lib/errors"
import { REVIEW_MODULE } from "../../../../../modules/review"
import type ReviewModuleService from "../../../../../modules/review/service"

async function existing(service: ReviewModuleService, id: string) {
  const [review] = await service.listReviews({ id }, { select: ["id", "status"] })
  if (!review) throw notFound("Review not found")
  return review
}

/** PUT /api/admin/reviews/{id} {status: visible|hidden}: hide or show a review. */
export async function PUT(req: AuthenticatedMedusaRequest<ReviewStatusBody>, res: MedusaResponse) {
  const service = req.scope.resolve<ReviewModuleService>(REVIEW_MODULE)
  await existing(service, req.params.id)
  const review = await service.updateReviews({ id: req.params.id, status: req.validatedBody.status })
  res.json({ review })
}

/** DELETE /api/admin/reviews/{id}: removes a review for good (stats follow at once). */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service = req.scope.resolve<ReviewModuleService>(REVIEW_MODULE)
  await existing(service, req.params.id)
  await service.deleteReviews(req.params.id)
  res.json({ id: req.params.id, object: "review", deleted: true })
}
