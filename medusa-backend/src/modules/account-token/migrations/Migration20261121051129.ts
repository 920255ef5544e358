import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261121051129 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "account_token" drop constraint if exists "account_token_token_hash_unique";`);
    this.addSql(`create table if not exists "account_token" ("id" text not null, "purpose" text check ("purpose" in ('verify_email', 'reset_password')) not null, "token_hash" text not null, "auth_identity_id" text not null, "email" text not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "account_token_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_account_token_deleted_at" ON "account_token" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_account_token_token_hash_unique" ON "account_token" ("token_hash") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_account_token_auth_identity_id_purpose" ON "account_token" ("auth_identity_id", "purpose") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "account_token" cascade;`);
  }

}
