import { devEmailLogLine, emailsGoToLog } from "../dev-log"
import { storeSettings } from "../settings"
import { renderEmail } from "../templates"

describe("e-mails in development without SMTP", () => {
  it("go to the log only without SMTP_URL and outside production", () => {
    expect(emailsGoToLog({ NODE_ENV: "development" })).toBe(true)
    expect(emailsGoToLog({ NODE_ENV: "test" })).toBe(true)
    expect(emailsGoToLog({ NODE_ENV: "development", SMTP_URL: "smtp://mail:25" })).toBe(false)
    expect(emailsGoToLog({ NODE_ENV: "production" })).toBe(false)
  })

  it("print the verification link with its token (the stored notification never holds it)", () => {
    const store = { ...storeSettings(), storefrontUrl: "http://localhost:5173" }
    const mail = renderEmail("verify-email", { firstName: "Asha", token: "tok_abc-1" }, store)
    const line = devEmailLogLine("asha@example.com", "verify-email", mail)
    expect(line.split("\n")[0]).toBe(`[e-mail, no SMTP_URL] "${mail.subject}" (verify-email) to asha@example.com:`)
    expect(line).toContain("\n  http://localhost:5173/verify-email?token=tok_abc-1")
  })
})
