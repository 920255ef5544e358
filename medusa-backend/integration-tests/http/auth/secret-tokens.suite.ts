import type { TestSuite } from "../../helpers/runner"
import { Modules } from "@medusajs/framework/utils"
import { eventually, noThrow, register, sentEmails, tokenFromEmail } from "../../helpers/auth"

/** Point 5 of issue 16: verification and reset tokens live only in the e-mail itself. */
export const secretTokensSuite: TestSuite = ({ api, getContainer, dbConnection }) => {
  it("stores verify-email and reset-password notifications without their tokens; the sent e-mail carries the link", async () => {
    await register(api)
    await api.post("/api/auth/forgot-password", { email: "asha@example.com" }, noThrow)
    const verifyToken = await tokenFromEmail(getContainer(), "asha@example.com", "verify-email")
    const resetToken = await tokenFromEmail(getContainer(), "asha@example.com", "reset-password")

    // The reset link is mailed after forgot-password's answer (a subscriber): its notification may still be saving.
    const stored = await eventually(
      () =>
        getContainer()
          .resolve(Modules.NOTIFICATION)
          .listNotifications({ to: "asha@example.com", channel: "email" }, { select: ["id", "template", "data"] }),
      (list) => list.length === 2
    )
    expect(stored.map((n) => n.template).sort()).toEqual(["reset-password", "verify-email"])
    for (const n of stored) expect(n.data).toEqual({ firstName: "Asha" })
    // Nowhere in the notification table, whatever the column.
    const { rows } = await (dbConnection as any).raw(`select row_to_json(n)::text as row from notification n`)
    const all = rows.map((r: { row: string }) => r.row).join("\n")
    expect(all).not.toContain(verifyToken)
    expect(all).not.toContain(resetToken)

    // The sent mail's link is the real one: it resets the password.
    const mail = (await sentEmails()).filter((m) => m.to === "asha@example.com" && /reset-password\?token=/.test(m.text)).pop()
    expect(mail?.subject).toMatch(/Reset your .* password/)
    const reset = await api.post(
      "/api/auth/reset-password",
      { token: resetToken, password: "fresh12", confirmPassword: "fresh12" },
      noThrow
    )
    expect(reset.status).toBe(200)
  })
}
