import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261124143500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "product_handle" drop constraint if exists "product_handle_product_id_handle_unique";`);
    this.addSql(`create table if not exists "product_handle" ("id" text not null, "product_id" text not null, "handle" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "product_handle_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_product_handle_deleted_at" ON "product_handle" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_product_handle_product_id_handle_unique" ON "product_handle" ("product_id", "handle") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_product_handle_handle" ON "product_handle" ("handle") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "product_handle" cascade;`);
  }

}
