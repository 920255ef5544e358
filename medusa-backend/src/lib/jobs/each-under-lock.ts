import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/** How a job's pass ended for one order: handled (by `handle`), its lock held elsewhere, or a refusal the job expects. */
export type LockedOutcome = "handled" | "busy" | "expected"

/**
 * A scheduled job's pass over the orders it found due: each under its own lock (`lockKey`), waited for
 * one second at most, so two workers never handle one order at once and an order whose lock is held is
 * left for the next run ("busy"). `handle` re-reads the order under the lock (it may have changed since
 * the list was read). A failure whose message `expected` matches (the order moved on meanwhile) is
 * "expected"; any other failure is thrown. `counted` hears each order's outcome.
 */
export async function eachUnderItsLock<T extends { id: string }>(
  container: MedusaContainer,
  due: T[],
  options: { lockKey: (id: string) => string; expected: RegExp },
  handle: (candidate: T) => Promise<void>,
  counted: (outcome: LockedOutcome) => void = () => {}
): Promise<void> {
  const locking = container.resolve(Modules.LOCKING)
  for (const candidate of due) {
    try {
      await locking.execute(options.lockKey(candidate.id), () => handle(candidate), { timeout: 1 })
      counted("handled")
    } catch (error) {
      const message = (error as Error).message ?? ""
      if (/lock/i.test(message)) counted("busy")
      else if (options.expected.test(message)) counted("expected")
      else throw error
    }
  }
}
