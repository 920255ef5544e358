import { container as appContainer } from "@medusajs/framework"
import type { ISearchModuleService, SearchTypes } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createCoalescingBatch } from "./coalescing-batch"

/**
 * An index's `consume` that rewrites documents in batches instead of once per
 * event (see coalescing-batch.ts for why). The event only names the documents
 * to rewrite; the batch reads them all at once (`rewrite`, e.g. graphConsume
 * over every id) and writes through the Search Module, so `consume` itself
 * returns no mutations. Every event still waits until its documents are
 * written.
 *
 * Timings: events of one workflow arrive within milliseconds, a batch import's
 * next call a few hundred ms later. 150 ms of quiet (at most 2 s) gathers the
 * first without delaying a shopper-visible change (price, stock) noticeably.
 */
export const REWRITE_WINDOW = { quietMs: 150, maxWaitMs: 2000, maxKeys: 500 }

type Rewrite = (ids: string[], context: SearchTypes.SearchIngestionContext) => Promise<SearchTypes.SearchMutation[]>

export function batchedRewrites(indexName: string, rewrite: Rewrite, window = REWRITE_WINDOW) {
  // The context of the latest event: query and the resolved definition, the same for every event of the index.
  let latest: SearchTypes.SearchIngestionContext | undefined
  const batch = createCoalescingBatch<string>({
    ...window,
    flush: async (ids) => {
      if (!latest) throw new Error(`search index "${indexName}": no context to rewrite with`)
      const mutations = await rewrite(ids, latest)
      const search = appContainer.resolve<ISearchModuleService>(Modules.SEARCH)
      for (const mutation of mutations) {
        if (mutation.action === "upsert") await search.upsertDocuments({ index: indexName, documents: mutation.documents })
        else await search.deleteDocuments({ index: indexName, filters: mutation.filters })
      }
    },
  })
  return async (ids: string[], context: SearchTypes.SearchIngestionContext): Promise<[]> => {
    latest = context
    await batch.add(ids)
    return []
  }
}
