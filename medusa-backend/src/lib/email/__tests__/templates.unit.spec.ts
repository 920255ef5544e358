import { renderEmail } from "../templates"
import { storeSettings } from "../settings"
import { hashToken } from "../../../modules/account-token/service"

describe("e-mail templates", () => {
  const store = storeSettings({ STOREFRONT_URL: "https://shop.example/" } as NodeJS.ProcessEnv)

  it("uses the store defaults and the storefront link with the token", () => {
    const mail = renderEmail("verify-email", { firstName: "Asha", token: "abc_-1" }, store)
    expect(mail.subject).toBe("Verify your e-mail for Sugandh")
    expect(mail.text).toContain("https://shop.example/verify-email?token=abc_-1")
    expect(mail.text).toContain("care@sugandh.example")
    expect(mail.text).toContain("+91 98765 43210")
    expect(mail.html).toContain('href="https://shop.example/verify-email?token=abc_-1"')
  })

  it("says the reset link lasts 1 hour and escapes HTML", () => {
    const mail = renderEmail("reset-password", { firstName: "<b>x</b>", token: "t" }, store)
    expect(mail.text).toContain("valid for 1 hour")
    expect(mail.text).toContain("https://shop.example/reset-password?token=t")
    expect(mail.html).not.toContain("<b>x</b>")
    expect(mail.html).toContain("&lt;b&gt;x&lt;/b&gt;")
  })

  it("renders the welcome message", () => {
    expect(renderEmail("welcome", { firstName: null }, store).text).toMatch(/^Hello,/)
  })

  it("stores tokens as sha256 hex", () => {
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  })
})
