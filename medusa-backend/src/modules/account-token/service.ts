import { createHash, randomBytes } from "node:crypto"
import type { Context } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import { AccountToken } from "./models/account-token"

export type AccountTokenPurpose = "verify_email" | "reset_password"

export type IssuedToken = { token: string; expiresAt: Date }

export type ConsumedToken = { authIdentityId: string; email: string }

/** sha256 hex of a token; what the database keeps instead of the token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex")
}

class AccountTokenModuleService extends MedusaService({ AccountToken }) {
  /**
   * Creates a fresh random token for the identity and retires the previous
   * unused ones of the same purpose, so only the newest link works.
   */
  async issueToken(input: { purpose: AccountTokenPurpose; authIdentityId: string; email: string; ttlMs: number }): Promise<IssuedToken> {
    const now = new Date()
    const previous = await this.listAccountTokens({
      purpose: input.purpose,
      auth_identity_id: input.authIdentityId,
      used_at: null,
    })
    if (previous.length) {
      await this.updateAccountTokens(previous.map((t) => ({ id: t.id, used_at: now })))
    }
    const token = randomBytes(32).toString("base64url")
    const expiresAt = new Date(now.getTime() + input.ttlMs)
    await this.createAccountTokens({
      purpose: input.purpose,
      token_hash: hashToken(token),
      auth_identity_id: input.authIdentityId,
      email: input.email,
      expires_at: expiresAt,
    })
    return { token, expiresAt }
  }

  /**
   * Marks the token used and returns whom it was issued to, or null when it is
   * unknown, already used or expired. Tokens of the other purpose are refused.
   */
  async consumeToken(purpose: AccountTokenPurpose, token: string): Promise<ConsumedToken | null> {
    if (!token) return null
    const [record] = await this.listAccountTokens({ purpose, token_hash: hashToken(token) }, { take: 1 })
    if (!record || record.used_at || new Date(record.expires_at).getTime() <= Date.now()) {
      return null
    }
    // Claim it with a conditional update so two concurrent requests cannot both use it.
    const claimed = await this.claim_(record.id)
    if (!claimed) return null
    return { authIdentityId: record.auth_identity_id, email: record.email }
  }

  /** Sets used_at only if it is still null; true when this call won the race. */
  @InjectManager()
  private async claim_(id: string, @MedusaContext() sharedContext: Context = {}): Promise<boolean> {
    const manager = sharedContext.manager as {
      execute: (sql: string, params: unknown[], method: "run") => Promise<{ affectedRows: number }>
    }
    const result = await manager.execute(
      "update account_token set used_at = now(), updated_at = now() where id = ? and used_at is null and deleted_at is null",
      [id],
      "run"
    )
    return result.affectedRows === 1
  }
}

export default AccountTokenModuleService
