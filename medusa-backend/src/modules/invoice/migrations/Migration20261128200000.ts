import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** A credit note names the Medusa refund it answers (one note per refund); a refund's own notes are keyed `refund:<id>` already. */
export class Migration20261128200000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "tax_document" add column if not exists "refund_id" text null;`)
    this.addSql(
      `update "tax_document" set "refund_id" = substr("reference", 8) where "kind" = 'credit_note' and "reference" like 'refund:%' and "refund_id" is null;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_tax_document_refund_id_unique" ON "tax_document" ("refund_id") WHERE refund_id IS NOT NULL AND deleted_at IS NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`DROP INDEX IF EXISTS "IDX_tax_document_refund_id_unique";`)
    this.addSql(`alter table if exists "tax_document" drop column if exists "refund_id";`)
  }
}
