import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261125170545 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "delivery_zone" drop constraint if exists "delivery_zone_name_unique";`);
    this.addSql(`create table if not exists "delivery_zone" ("id" text not null, "name" text not null, "pins" text[] not null, "min_days" integer not null, "max_days" integer not null, "prepaid" boolean not null default true, "cod" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "delivery_zone_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_delivery_zone_deleted_at" ON "delivery_zone" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_delivery_zone_name_unique" ON "delivery_zone" ("name") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "delivery_zone" cascade;`);
  }

}
