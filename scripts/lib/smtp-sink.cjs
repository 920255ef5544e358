// @ts-check
"use strict"
/**
 * A test-only SMTP server: the backend's notification-smtp provider sends to
 * it (SMTP_URL=smtp://127.0.0.1:<port>), so tests read verification and reset
 * links from the e-mail as a shopper would, instead of from stored data (which
 * never holds the tokens). Plain SMTP without TLS or auth, one message per
 * DATA; each message is kept in memory and, with `dir`, written there as JSON
 * so another process (Playwright) can read it.
 *
 * CommonJS so both the ESM harness (import) and Jest's TypeScript tests (require) use it.
 */
const net = require("node:net")
const fs = require("node:fs")
const path = require("node:path")

/** Decodes one MIME part's body by its Content-Transfer-Encoding. */
function decodeBody(headers, body) {
  const encoding = (/^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1] || "").toLowerCase()
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
  if (encoding === "quoted-printable") {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(parseInt(h, 16)))
    return Buffer.from(bytes, "latin1").toString("utf8")
  }
  return body
}

/** The readable text of a message: every text part decoded (nested multiparts included). */
function messageText(raw) {
  const split = raw.indexOf("\r\n\r\n")
  const headers = split < 0 ? raw : raw.slice(0, split)
  const body = split < 0 ? "" : raw.slice(split + 4)
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1]
  if (!boundary) return decodeBody(headers, body)
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith("--"))
    .map((part) => messageText(part.replace(/^\r\n/, "")))
    .join("\n")
}

/**
 * @typedef {{ to: string, subject: string, text: string, receivedAt: number }} SinkMessage
 */

/** @param {string} raw @param {string} envelopeTo @returns {SinkMessage} */
function parseMessage(raw, envelopeTo) {
  const headerEnd = raw.indexOf("\r\n\r\n")
  const headers = raw.slice(0, headerEnd).replace(/\r\n[ \t]+/g, " ")
  const subject = /^subject:\s*(.*)$/im.exec(headers)?.[1] ?? ""
  return { to: envelopeTo, subject, text: messageText(raw), receivedAt: Date.now() }
}

/**
 * Starts the sink on 127.0.0.1 (a free port unless given).
 * Returns { url, port, messages, waitFor(to, pattern), hold(), stop() }.
 * @param {{ port?: number, dir?: string }} [options] `dir`: also file each message there as JSON (read by readMailDir)
 */
async function startSmtpSink({ port = 0, dir } = {}) {
  /** @type {SinkMessage[]} */
  const messages = []
  if (dir) fs.mkdirSync(dir, { recursive: true })
  let count = 0
  /** While held, each message's final "250" waits here (tests of work done after an answer). @type {Array<() => void> | null} */
  let held = null
  const server = net.createServer((socket) => {
    let buffer = ""
    let inData = false
    /** @type {string[]} */
    let to = []
    /** @param {string} line */
    const reply = (line) => socket.write(`${line}\r\n`)
    reply("220 smtp-sink ready")
    socket.on("data", (chunk) => {
      buffer += chunk.toString("latin1")
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n")
          if (end < 0) return
          const raw = Buffer.from(buffer.slice(0, end).replace(/\r\n\.\./g, "\r\n."), "latin1").toString("utf8")
          buffer = buffer.slice(end + 5)
          inData = false
          for (const rcpt of to) {
            const message = parseMessage(raw, rcpt)
            messages.push(message)
            if (dir) fs.writeFileSync(path.join(dir, `${Date.now()}-${process.pid}-${++count}.json`), JSON.stringify(message))
          }
          to = []
          if (held) held.push(() => reply("250 OK queued"))
          else reply("250 OK queued")
          continue
        }
        const eol = buffer.indexOf("\r\n")
        if (eol < 0) return
        const line = buffer.slice(0, eol)
        buffer = buffer.slice(eol + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === "EHLO" || verb === "HELO") reply("250 smtp-sink")
        else if (verb === "MAIL") {
          to = []
          reply("250 OK")
        } else if (verb === "RCPT") {
          to.push((/<([^>]*)>/.exec(line)?.[1] ?? "").toLowerCase())
          reply("250 OK")
        } else if (verb === "DATA") {
          inData = true
          reply("354 End data with <CR><LF>.<CR><LF>")
        } else if (verb === "QUIT") {
          reply("221 Bye")
          socket.end()
        } else reply("250 OK")
      }
    })
    socket.on("error", () => {})
  })
  await new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(undefined)))
  server.unref()
  const actual = /** @type {import("node:net").AddressInfo} */ (server.address()).port
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    messages,
    /** The newest message to `to` whose text matches `pattern`, waiting up to `timeoutMs`. */
    /** @param {string} to @param {RegExp} pattern */
    waitFor: (to, pattern, timeoutMs = 10_000) => waitForMessage(() => messages, to, pattern, timeoutMs),
    /**
     * Holds every message's final acknowledgement (the sender keeps waiting) until the returned
     * function is called; messages are still recorded as they arrive.
     * @returns {() => void}
     */
    hold: () => {
      held ??= []
      return () => {
        const waiting = held ?? []
        held = null
        for (const ack of waiting) ack()
      }
    },
    /** @returns {Promise<void>} */
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/**
 * Every message a sink wrote to `dir` (another process's sink).
 * @param {string} dir
 * @returns {SinkMessage[]}
 */
function readMailDir(dir) {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")))
}

/**
 * @param {() => SinkMessage[]} list
 * @param {string} to
 * @param {RegExp} pattern
 * @returns {Promise<SinkMessage>}
 */
async function waitForMessage(list, to, pattern, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  const address = to.toLowerCase()
  for (;;) {
    const found = list()
      .filter((m) => m.to === address && pattern.test(m.text))
      .pop()
    if (found) return found
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} matching ${pattern} within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/**
 * The token of the newest verify-email or reset-password link sent to `to`.
 * @param {() => SinkMessage[]} list
 * @param {string} to
 * @param {string} page
 * @param {number} [timeoutMs]
 */
async function linkToken(list, to, page, timeoutMs) {
  const pattern = new RegExp(`/${page}\\?token=([A-Za-z0-9_%.-]+)`)
  const message = await waitForMessage(list, to, pattern, timeoutMs)
  // waitForMessage returned a message whose text matches the pattern.
  return decodeURIComponent(/** @type {RegExpExecArray} */ (pattern.exec(message.text))[1])
}

module.exports = { startSmtpSink, readMailDir, waitForMessage, linkToken, messageText }
