import type { Logger, ProviderSendNotificationDTO, ProviderSendNotificationResultsDTO } from "@medusajs/framework/types"
import { AbstractNotificationProviderService, MedusaError } from "@medusajs/framework/utils"
import nodemailer, { type Transporter } from "nodemailer"

type SmtpNotificationOptions = {
  /** smtp(s)://user:pass@host:port; nodemailer's connection URL. */
  smtp_url: string
  /** Sender, e.g. "Sugandh <care@sugandh.example>". */
  from: string
}

type InjectedDependencies = { logger: Logger }

/**
 * Sends e-mail notifications through any SMTP server. Callers pass the
 * rendered message as `content` (subject, text, html); see src/lib/email.
 */
export class SmtpNotificationService extends AbstractNotificationProviderService {
  static identifier = "notification-smtp"

  protected readonly options_: SmtpNotificationOptions
  protected readonly logger_: Logger
  protected transporter_: Transporter | undefined

  static validateOptions(options: Record<string, unknown>): void {
    if (typeof options.smtp_url !== "string" || !options.smtp_url) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "notification-smtp needs the smtp_url option (SMTP_URL)")
    }
    if (typeof options.from !== "string" || !options.from) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "notification-smtp needs the from option (MAIL_FROM)")
    }
  }

  constructor({ logger }: InjectedDependencies, options: SmtpNotificationOptions) {
    super()
    this.logger_ = logger
    this.options_ = options
  }

  /** Created on first use so a wrong URL does not stop the server from booting. */
  protected transporter(): Transporter {
    this.transporter_ ??= nodemailer.createTransport(this.options_.smtp_url)
    return this.transporter_
  }

  async send(notification: ProviderSendNotificationDTO): Promise<ProviderSendNotificationResultsDTO> {
    const content = notification.content
    if (!content?.subject || (!content.text && !content.html)) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        `E-mail "${notification.template}" has no rendered content (subject and text or html)`
      )
    }
    const info = await this.transporter().sendMail({
      from: notification.from || this.options_.from,
      to: notification.to,
      subject: content.subject,
      text: content.text,
      html: content.html,
      attachments: notification.attachments?.map((a) => ({
        filename: a.filename,
        content: a.content,
        contentType: a.content_type,
        encoding: "base64",
      })),
    })
    this.logger_.info(`E-mail "${notification.template}" sent to ${notification.to} (${info.messageId})`)
    return { id: info.messageId }
  }
}

export default SmtpNotificationService
