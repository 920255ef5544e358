import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** Several credit notes per order (partial ones), each with its reference; still one invoice per order. */
export class Migration20261125200000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "tax_document" add column if not exists "reference" text null;`)
    this.addSql(`update "tax_document" set "reference" = 'cancel' where "kind" = 'credit_note' and "reference" is null;`)
    this.addSql(`DROP INDEX IF EXISTS "IDX_tax_document_order_id_kind_unique";`)
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_tax_document_order_id_unique" ON "tax_document" ("order_id") WHERE kind = 'invoice' AND deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_tax_document_order_id_reference_unique" ON "tax_document" ("order_id", "reference") WHERE kind = 'credit_note' AND deleted_at IS NULL;`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_tax_document_order_id" ON "tax_document" ("order_id") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`DROP INDEX IF EXISTS "IDX_tax_document_order_id_reference_unique";`)
    this.addSql(`DROP INDEX IF EXISTS "IDX_tax_document_order_id_unique";`)
    this.addSql(`DROP INDEX IF EXISTS "IDX_tax_document_order_id";`)
    this.addSql(`alter table if exists "tax_document" drop column if exists "reference";`)
  }
}
