import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261128094001 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "refund_due" drop constraint if exists "refund_due_source_key_unique";`);
    this.addSql(`create table if not exists "refund_due" ("id" text not null, "order_id" text not null, "payment_id" text not null, "amount" numeric not null, "source_key" text not null, "source_kind" text check ("source_kind" in ('return', 'rto', 'cancellation', 'exchange-difference')) not null, "source_id" text not null, "payee_kind" text check ("payee_kind" in ('upi', 'bank')) null, "upi_id" text null, "account_name" text null, "account_number" text null, "ifsc" text null, "state" text check ("state" in ('due', 'paid', 'void')) not null default 'due', "utr" text null, "refund_id" text null, "paid_at" timestamptz null, "raw_amount" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "refund_due_pkey" primary key ("id"), constraint refund_due_amount_positive check (amount > 0));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_refund_due_source_key_unique" ON "refund_due" ("source_key") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_refund_due_deleted_at" ON "refund_due" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_refund_due_state_created_at" ON "refund_due" ("state", "created_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_refund_due_order_id" ON "refund_due" ("order_id") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "refund_due" cascade;`);
  }

}
