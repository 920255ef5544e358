import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { backfillTaxDocuments } from "../lib/invoices/backfill-tax-documents"

/**
 * Once, at `medusa db:migrate` (issue 48): the invoices and credit notes that
 * orders handled with Medusa admin's own buttons (Capture, Refund, Cancel,
 * Ship) before documents followed Medusa's events never got, each logged.
 * Idempotent (lib/invoices/backfill-tax-documents): also safe by hand with
 * `npx medusa exec ./src/migration-scripts/backfill-tax-documents.ts`.
 */
export default async function backfillTaxDocumentsScript({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const { issued, linked, failed } = await backfillTaxDocuments(container)
  for (const d of issued) logger.info(`Backfilled ${d.kind === "invoice" ? "invoice" : "credit note"} ${d.number} for ${d.orderNumber}`)
  for (const l of linked) logger.info(`Refund ${l.refundId} of ${l.orderNumber} is answered by credit note ${l.number}`)
  for (const f of failed) logger.warn(`No GST document backfilled for ${f.orderNumber}: ${f.reason}`)
  logger.info(
    `GST documents backfilled: ${issued.length} issued, ${linked.length} refund(s) linked to an earlier note, ${failed.length} order(s) could not be completed.`
  )
}
