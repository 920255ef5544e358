import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261121051408 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "contact_message" ("id" text not null, "name" text not null, "email" text not null, "phone" text null, "subject" text check ("subject" in ('product-inquiry', 'order-support', 'shipping', 'returns')) not null, "message" text not null, "customer_id" text null, "status" text check ("status" in ('new', 'handled')) not null default 'new', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "contact_message_pkey" primary key ("id"), constraint contact_message_min_length check (char_length(message) >= 10));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_contact_message_deleted_at" ON "contact_message" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_contact_message_status_created_at" ON "contact_message" ("status", "created_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_contact_message_customer_id" ON "contact_message" ("customer_id") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "contact_message" cascade;`);
  }

}
