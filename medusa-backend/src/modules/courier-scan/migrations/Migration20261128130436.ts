import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261128130436 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "courier_shipment" drop constraint if exists "courier_shipment_awb_unique";`);
    this.addSql(`alter table if exists "courier_scan" drop constraint if exists "courier_scan_key_unique";`);
    this.addSql(`create table if not exists "courier_scan" ("id" text not null, "key" text not null, "awb" text not null, "fulfillment_id" text not null, "order_id" text not null, "status_code" text null, "status_label" text null, "step" text null, "at" timestamptz not null, "location" text null, "description" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "courier_scan_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_courier_scan_key_unique" ON "courier_scan" ("key") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_courier_scan_deleted_at" ON "courier_scan" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_courier_scan_awb_at" ON "courier_scan" ("awb", "at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_courier_scan_order_id" ON "courier_scan" ("order_id") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "courier_shipment" ("id" text not null, "awb" text not null, "fulfillment_id" text not null, "order_id" text not null, "courier" text not null, "step" text not null default 'booked', "step_at" timestamptz null, "last_scan_at" timestamptz null, "last_heard_at" timestamptz null, "ndr_attempts" integer not null default 0, "ndr_reason" text null, "ndr_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "courier_shipment_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_courier_shipment_awb_unique" ON "courier_shipment" ("awb") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_courier_shipment_deleted_at" ON "courier_shipment" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_courier_shipment_step_last_heard_at" ON "courier_shipment" ("step", "last_heard_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_courier_shipment_order_id" ON "courier_shipment" ("order_id") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "courier_scan" cascade;`);

    this.addSql(`drop table if exists "courier_shipment" cascade;`);
  }

}
