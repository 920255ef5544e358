import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

export type OrderRead = {
  fields: readonly string[]
  filters: Record<string, unknown>
  pagination?: { order?: Record<string, "ASC" | "DESC">; skip?: number; take?: number }
}

type Resolver = { resolve: (key: string) => unknown }

// Query's generated types describe the whole entity, not the fields asked for,
// so each caller names the row it reads.
type Query = { graph: (args: object) => Promise<{ data: unknown[] }> }

/** Orders through Medusa's Query with only the fields the caller reads, as the caller's row type. */
export async function readOrders<Row>(container: Resolver, read: OrderRead): Promise<Row[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY) as unknown as Query
  const { data } = await query.graph({ entity: "order", ...read, fields: [...read.fields] })
  return data as Row[]
}

/** One order by id with only the fields the caller reads; undefined when there is none. */
export async function readOrder<Row>(container: Resolver, orderId: string, fields: readonly string[]): Promise<Row | undefined> {
  const [order] = await readOrders<Row>(container, { fields, filters: { id: orderId } })
  return order
}
