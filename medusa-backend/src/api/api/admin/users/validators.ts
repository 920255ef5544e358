import { z } from "@medusajs/framework/zod"

export const RoleBody = z.object({
  role: z.enum(["customer", "admin"], { error: "Role must be customer or admin" }),
})
export type RoleBody = z.infer<typeof RoleBody>
