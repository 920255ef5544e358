import { renderContactConfirmation, renderContactInboxCopy } from "../contact-templates"
import { storeSettings } from "../settings"

const store = storeSettings({ STORE_NAME: "Sugandh", STORE_EMAIL: "care@sugandh.example" } as NodeJS.ProcessEnv)
const data = {
  messageId: "cmsg_1",
  name: "Meera <b>Iyer</b>",
  email: "meera@example.com",
  phone: null,
  subject: "returns",
  message: "The bottle arrived broken, please help.",
  accountEmail: "meera.account@example.com",
}

describe("contact e-mails", () => {
  it("confirms to the sender with the form's subject label and their message", () => {
    const mail = renderContactConfirmation(data, store)
    expect(mail.subject).toBe("We received your message: Returns & Exchanges")
    expect(mail.text).toContain(data.message)
    expect(mail.text).toContain("cmsg_1")
    // User text is escaped in HTML.
    expect(mail.html).toContain("Meera &lt;b&gt;Iyer&lt;/b&gt;")
    expect(mail.html).not.toContain("<b>Iyer</b>")
  })

  it("gives the inbox everything needed to answer", () => {
    const mail = renderContactInboxCopy(data, store)
    expect(mail.subject).toBe("[Contact] Returns & Exchanges from Meera <b>Iyer</b>")
    expect(mail.text).toContain("E-mail: meera@example.com")
    expect(mail.text).toContain("Account e-mail: meera.account@example.com")
    expect(mail.text).toContain("Phone: not given")
    expect(mail.text).toContain(data.message)
  })

  it("omits the account line when it is the same address", () => {
    expect(renderContactInboxCopy({ ...data, accountEmail: data.email }, store).text).not.toContain("Account e-mail")
  })
})

describe("contact inbox subject", () => {
  it("keeps a name with line breaks on one header line", () => {
    expect(renderContactInboxCopy({ ...data, name: "Eve\r\nBcc: x@y.z" }, store).subject).toBe(
      "[Contact] Returns & Exchanges from Eve Bcc: x@y.z"
    )
  })
})
