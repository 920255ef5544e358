import { randomBytes } from "crypto"
import type { Context } from "@medusajs/framework/types"
import { InjectManager, InjectTransactionManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import { TaxDocument } from "./models/tax-document"
import { TaxDocumentSeries } from "./models/tax-document-series"

export type TaxDocumentKind = "invoice" | "credit_note"

export type IssuedTaxDocument = {
  id: string
  kind: TaxDocumentKind
  number: string
  order_id: string
  issued_at: Date
  document: Record<string, unknown>
  reference?: string | null
  refund_id?: string | null
}

const COLUMNS = "id, kind, number, order_id, issued_at, document, reference, refund_id"

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw SQL rows; each caller names the columns it reads
type RawManager = { execute: (sql: string, params: unknown[]) => Promise<any[]> }

class InvoiceModuleService extends MedusaService({ TaxDocument, TaxDocumentSeries }) {
  /**
   * Issues the order's document of `kind` once: returns the existing one if it
   * was issued before. The series row is incremented with an upsert (PostgreSQL
   * takes a row lock that concurrent issuers wait on until this transaction
   * commits), and the document is stored in the same transaction, so a failure
   * rolls the number back: numbers are consecutive, never reused or skipped.
   * `build` receives the number and returns the document content.
   */
  @InjectTransactionManager()
  async issueTaxDocument(
    input: {
      kind: TaxDocumentKind
      order_id: string
      series: string
      issued_at: Date
      format: (series: string, n: number) => string
      /** Receives the number and the order's documents issued before (read after the series lock, so two credit notes cannot both spend the same remainder); may throw to issue nothing. */
      build: (number: string, earlier: IssuedTaxDocument[]) => Record<string, unknown> | null
      /** A credit note's key within its order ("cancel" for the cancellation's): asking again returns that one. Invoices have one per order. */
      reference?: string | null
      /** A credit note issued for one Medusa refund: that refund's id. */
      refund_id?: string | null
    },
    @MedusaContext() sharedContext: Context = {}
  ): Promise<IssuedTaxDocument | null> {
    const manager = sharedContext.transactionManager as RawManager
    const reference = input.kind === "invoice" ? null : (input.reference ?? null)
    const findExisting = async () =>
      (
        await manager.execute(
          `select ${COLUMNS} from tax_document
            where order_id = ? and kind = ? and deleted_at is null and (? = 'invoice' or reference is not distinct from ?)`,
          [input.order_id, input.kind, input.kind, reference]
        )
      )[0] as IssuedTaxDocument | undefined
    const existing = await findExisting()
    if (existing) return existing

    const [{ last_number }] = await manager.execute(
      `insert into tax_document_series (id, last_number) values (?, 1)
       on conflict (id) do update set last_number = tax_document_series.last_number + 1, updated_at = now()
       returning last_number`,
      [input.series]
    )
    // Another issuer of the same document (a replayed event beside the live one) may have committed while
    // this one waited for the series lock: answer its document and give the number back.
    const issuedMeanwhile = await findExisting()
    if (issuedMeanwhile) {
      await manager.execute(`update tax_document_series set last_number = last_number - 1 where id = ?`, [input.series])
      return issuedMeanwhile
    }
    const number = input.format(input.series, Number(last_number))
    const earlier = (await manager.execute(
      `select ${COLUMNS} from tax_document
        where order_id = ? and deleted_at is null order by issued_at, number`,
      [input.order_id]
    )) as IssuedTaxDocument[]
    const document = input.build(number, earlier)
    if (!document) {
      // Nothing to issue: give the number back (this transaction's upsert is undone by rolling back to before it).
      await manager.execute(`update tax_document_series set last_number = last_number - 1 where id = ?`, [input.series])
      return null
    }
    const id = `taxdoc_${cryptoRandomId()}`
    const [row] = await manager.execute(
      `insert into tax_document (id, kind, number, order_id, issued_at, document, reference, refund_id)
       values (?, ?, ?, ?, ?, ?::jsonb, ?, ?)
       returning ${COLUMNS}`,
      [id, input.kind, number, input.order_id, input.issued_at, JSON.stringify(document), reference, input.refund_id ?? null]
    )
    return row as IssuedTaxDocument
  }

  /**
   * Records that a Medusa refund paid for a credit note issued before it (a return's goods note, an
   * operator's note): true when the note was free and is now that refund's, false when another refund
   * took it first (one conditional update, so two refunds can never take the same note).
   */
  @InjectTransactionManager()
  async linkRefund(noteId: string, refundId: string, @MedusaContext() sharedContext: Context = {}): Promise<boolean> {
    const manager = sharedContext.transactionManager as RawManager
    const rows = await manager.execute(
      `update tax_document set refund_id = ?, updated_at = now()
        where id = ? and kind = 'credit_note' and deleted_at is null and (refund_id is null or refund_id = ?)
        returning id`,
      [refundId, noteId, refundId]
    )
    return rows.length > 0
  }

  /** Documents issued in [from, to), oldest first (raw SQL like the issuing, read in one query). */
  @InjectManager()
  async listIssuedBetween(from: Date, to: Date, @MedusaContext() sharedContext: Context = {}): Promise<IssuedTaxDocument[]> {
    const manager = sharedContext.manager as RawManager
    return manager.execute(
      `select id, kind, number, order_id, issued_at, document from tax_document
        where issued_at >= ?::timestamptz and issued_at < ?::timestamptz and deleted_at is null
        order by issued_at, number`,
      // ISO strings with an explicit cast: the ORM inlines raw-query parameters, and a Date is not written as an instant.
      [from.toISOString(), to.toISOString()]
    )
  }
}

function cryptoRandomId(): string {
  return randomBytes(13).toString("hex").toUpperCase()
}

export default InvoiceModuleService
