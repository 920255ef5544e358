export { sendEmail, type SendEmailInput } from "./send"
export { renderEmail, type EmailTemplates, type EmailTemplateName } from "./templates"
export { storeSettings, type StoreSettings } from "./settings"
export { escapeHtml, type RenderedEmail } from "./layout"
