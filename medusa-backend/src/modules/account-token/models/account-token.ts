import { model } from "@medusajs/framework/utils"

/**
 * A single-use token sent by e-mail (verify e-mail, reset password).
 * Only the sha256 of the token is stored, so a database leak does not give
 * working links; `used_at` makes it single use.
 */
export const AccountToken = model
  .define("account_token", {
    id: model.id({ prefix: "acctok" }).primaryKey(),
    purpose: model.enum(["verify_email", "reset_password"]),
    token_hash: model.text(),
    auth_identity_id: model.text(),
    // The e-mail the link was sent to: a token stops working if the account's e-mail changed since.
    email: model.text(),
    expires_at: model.dateTime(),
    used_at: model.dateTime().nullable(),
  })
  .indexes([{ on: ["token_hash"], unique: true }, { on: ["auth_identity_id", "purpose"] }])
