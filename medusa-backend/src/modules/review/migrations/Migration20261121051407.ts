import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261121051407 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "review" ("id" text not null, "product_id" text not null, "customer_id" text null, "customer_name" text not null, "guest_email" text null, "rating" integer not null, "title" text null, "comment" text null, "verified" boolean not null default false, "status" text check ("status" in ('visible', 'hidden')) not null default 'visible', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "review_pkey" primary key ("id"), constraint review_rating_range check (rating >= 1 AND rating <= 5), constraint review_title_length check (title IS NULL OR char_length(title) <= 100), constraint review_comment_length check (comment IS NULL OR char_length(comment) <= 1000));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_review_deleted_at" ON "review" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_review_product_id_status_created_at" ON "review" ("product_id", "status", "created_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_review_customer_id" ON "review" ("customer_id") WHERE customer_id IS NOT NULL AND deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "review" cascade;`);
  }

}
