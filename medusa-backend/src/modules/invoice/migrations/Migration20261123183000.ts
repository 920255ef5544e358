import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261123183000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "tax_document_series" ("id" text not null, "last_number" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "tax_document_series_pkey" primary key ("id"));`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_tax_document_series_deleted_at" ON "tax_document_series" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(`create table if not exists "tax_document" ("id" text not null, "kind" text check ("kind" in ('invoice', 'credit_note')) not null, "number" text not null, "order_id" text not null, "issued_at" timestamptz not null, "document" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "tax_document_pkey" primary key ("id"));`)
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_tax_document_number_unique" ON "tax_document" ("number") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_tax_document_order_id_kind_unique" ON "tax_document" ("order_id", "kind") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_tax_document_issued_at" ON "tax_document" ("issued_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_tax_document_deleted_at" ON "tax_document" ("deleted_at") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "tax_document" cascade;`)
    this.addSql(`drop table if exists "tax_document_series" cascade;`)
  }
}
