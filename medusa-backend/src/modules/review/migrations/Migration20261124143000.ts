import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261124143000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_review_customer_id_product_id_unique" ON "review" ("customer_id", "product_id") WHERE customer_id IS NOT NULL AND deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_review_customer_id_product_id_unique";`);
  }

}
