import type { RemoteQueryFunction } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

export type OrderRead = {
  fields: readonly string[]
  filters: Record<string, unknown>
  pagination?: { order?: Record<string, "ASC" | "DESC">; skip?: number; take?: number }
}

/** Anything that resolves from Medusa's container: a request's scope, a step's or a job's container. */
type Resolver = { resolve: (key: string) => unknown }

/** Medusa's Query, typed as the container registers it under ContainerRegistrationKeys.QUERY. */
type Query = Omit<RemoteQueryFunction, symbol>

/**
 * Orders through Medusa's Query with only the fields the caller reads, as the caller's row type.
 * Query types its rows only through the entry points `medusa build` generates, which describe
 * the whole entity rather than the fields asked for, so each caller names the row it reads.
 */
export async function readOrders<Row>(container: Resolver, read: OrderRead): Promise<Row[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY) as Query
  const { data } = await query.graph({ entity: "order", ...read, fields: [...read.fields] })
  return data as Row[]
}

/** One order by id with only the fields the caller reads; undefined when there is none. */
export async function readOrder<Row>(container: Resolver, orderId: string, fields: readonly string[]): Promise<Row | undefined> {
  const [order] = await readOrders<Row>(container, { fields, filters: { id: orderId } })
  return order
}
