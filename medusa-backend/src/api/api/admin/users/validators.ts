import { z } from "@medusajs/framework/zod"

export const RoleBody = z.object({
  role: z.enum(["customer", "admin"], { error: "Role must be customer or admin" }),
})
export type RoleBody = z.infer<typeof RoleBody>

/** The same rules as a shopper's own name (register, profile): trimmed, 1 to 50 characters. */
const name = (label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(50, `${label} must be at most 50 characters`)

/** PUT /api/admin/users/{id}: the operator's Edit changes the name only. */
export const RenameBody = z.object({ firstName: name("First name"), lastName: name("Last name") })
export type RenameBody = z.infer<typeof RenameBody>
