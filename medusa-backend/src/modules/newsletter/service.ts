import type { Context } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, MedusaService, generateEntityId } from "@medusajs/framework/utils"
import { NewsletterSubscriber } from "./models/subscriber"

type RawManager = {
  execute: (sql: string, params: unknown[]) => Promise<Array<{ id: string }>>
}

class NewsletterModuleService extends MedusaService({ NewsletterSubscriber }) {
  /**
   * Adds the address once. `insert ... on conflict do nothing` makes two
   * simultaneous sign-ups of the same address safe (no duplicate, no error);
   * `created` says whether this call added it.
   */
  @InjectManager()
  async subscribe(email: string, @MedusaContext() sharedContext: Context = {}): Promise<{ created: boolean }> {
    const normalized = email.trim().toLowerCase()
    const manager = sharedContext.manager as RawManager
    const rows = await manager.execute(
      `insert into newsletter_subscriber (id, email, created_at, updated_at)
       values (?, ?, now(), now())
       on conflict (email) where deleted_at is null do nothing
       returning id`,
      [generateEntityId(undefined, "nsub"), normalized]
    )
    return { created: rows.length > 0 }
  }
}

export default NewsletterModuleService
