import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** Scans are stored first and applied after (issue 44): when each was applied; those before this are applied. */
export class Migration20261201210000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "courier_scan" add column if not exists "applied_at" timestamptz null;`)
    this.addSql(`update "courier_scan" set "applied_at" = "created_at" where "applied_at" is null;`)
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_courier_scan_awb" ON "courier_scan" ("awb") WHERE applied_at IS NULL AND deleted_at IS NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_courier_scan_awb";`)
    this.addSql(`alter table if exists "courier_scan" drop column if exists "applied_at";`)
  }
}
