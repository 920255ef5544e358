import fs from "node:fs"
import path from "node:path"
import { Modules } from "@medusajs/framework/utils"
import type { SuiteWithSettings } from "../../helpers/runner"
import type { AxiosRequestConfig } from "axios"
import { createOperator } from "../../helpers/auth"

const noThrow: AxiosRequestConfig = { validateStatus: () => true }
const from = (xff: string): AxiosRequestConfig => ({ ...noThrow, headers: { "x-forwarded-for": xff } })

/** Point 7 of issue 16: rate limits key on the real client address; the backend sends the anti-framing headers itself. */
export const proxiesAndHeadersSuite: SuiteWithSettings = {
  env: { AUTH_RATE_LIMIT_MAX: "3", AUTH_RATE_LIMIT_EMAIL_MAX: "100", AUTH_RATE_LIMIT_WINDOW_MS: "60000" },
  suite: ({ api, getContainer }) => {
    const forgot = (n: number, config: AxiosRequestConfig) =>
      api.post("/api/auth/forgot-password", { email: `nobody${n}@example.com` }, config)

    describe("the client address behind proxies", () => {
      const saved = process.env.TRUSTED_PROXIES
      afterEach(() => {
        if (saved === undefined) delete process.env.TRUSTED_PROXIES
        else process.env.TRUSTED_PROXIES = saved
      })

      it("ignores X-Forwarded-For from a peer that is not a trusted proxy: a new forged address each time is still limited", async () => {
        // The test talks to the backend from 127.0.0.1, here not a trusted proxy (as a shopper reaching it directly).
        process.env.TRUSTED_PROXIES = "192.0.2.1"
        const statuses = []
        for (let i = 0; i < 4; i++) statuses.push((await forgot(i, from(`198.51.100.${i + 1}`))).status)
        expect(statuses).toEqual([200, 200, 200, 429])
      })

      it("behind a trusted proxy counts each client address separately, and the nearest untrusted hop is the client", async () => {
        delete process.env.TRUSTED_PROXIES // default loopback: the storefront server beside the backend
        const statuses = []
        // A client forging a prefix gains nothing: the proxy-appended address is what counts.
        for (let i = 0; i < 4; i++) statuses.push((await forgot(10 + i, from(`1.1.1.${i}, 203.0.113.50`))).status)
        expect(statuses).toEqual([200, 200, 200, 429])
        expect((await forgot(20, from("203.0.113.51"))).status).toBe(200)
      })
    })

    describe("security headers sent by the backend itself", () => {
      it.each([
        ["get", "/api/auth/me"],
        ["get", "/api/config"],
        // Without a publishable key: Medusa's own check answers, through our error handler.
        ["get", "/store/products"],
        ["post", "/auth/user/emailpass"],
      ] as const)("%s %s: X-Frame-Options DENY, frame-ancestors 'none', nosniff", async (method, url) => {
        const res = await api.request({ method, url, data: method === "post" ? {} : undefined, ...noThrow })
        expect(res.headers["x-frame-options"]).toBe("DENY")
        expect(res.headers["content-security-policy"]).toBe("frame-ancestors 'none'")
        expect(res.headers["x-content-type-options"]).toBe("nosniff")
      })
    })

    describe("uploaded files under /static, reached without nginx", () => {
      it("an uploaded HTML page is served sandboxed (its script cannot act for our origin) and unsniffed", async () => {
        // What the Medusa admin's own upload (POST /admin/uploads) stores: any type an operator picks.
        const [file] = await getContainer()
          .resolve(Modules.FILE)
          .createFiles([
            {
              filename: "price-list.html",
              mimeType: "text/html",
              content: Buffer.from("<script>alert(document.cookie)</script>").toString("base64"),
              access: "public",
            },
          ])
        const path = new URL(file.url).pathname
        expect(path).toMatch(/^\/static\/\d+-price-list\.html$/)
        const res = await api.get(path, noThrow)
        expect(res.status).toBe(200)
        expect(res.data).toBe("<script>alert(document.cookie)</script>")
        expect(res.headers["content-type"]).toMatch(/^text\/html/)
        expect(res.headers["content-security-policy"]).toBe("sandbox; frame-ancestors 'none'")
        expect(res.headers["x-content-type-options"]).toBe("nosniff")
        expect(res.headers["x-frame-options"]).toBe("DENY")
      })

      it("keeps private files (the admin's product exports) in their own folder: /static never serves them, an operator downloads them (issue 28, point 7)", async () => {
        const csv = "Product Id,Product Title\nprod_1,Secret Musk\n"
        const [file] = await getContainer()
          .resolve(Modules.FILE)
          .createFiles([
            { filename: "product-exports.csv", mimeType: "text/csv", content: Buffer.from(csv).toString("base64"), access: "private" },
          ])
        expect(file.id).toMatch(/^private-\d+-product-exports\.csv$/)
        const cwd = process.cwd()
        try {
          expect(fs.existsSync(path.join(cwd, "private-uploads", file.id))).toBe(true)
          expect(fs.existsSync(path.join(cwd, "uploads", file.id))).toBe(false)

          // Its /static URL (what the provider hands out) serves nothing: it only points to the operator's route.
          const staticUrl = `/static/${file.id}`
          const direct = await api.get(staticUrl, { ...noThrow, maxRedirects: 0 })
          expect(direct.status).toBe(302)
          expect(direct.headers.location).toBe(`/api/admin/private-files/${file.id}`)
          expect(JSON.stringify(direct.data)).not.toContain("Secret Musk")
          const followed = await api.get(staticUrl, noThrow)
          expect(followed.status).toBe(401)
          expect(JSON.stringify(followed.data)).not.toContain("Secret Musk")

          // A signed-in operator downloads it.
          await createOperator(getContainer(), "exports@example.com", "ops12345")
          const login = await api.post("/auth/user/emailpass", { email: "exports@example.com", password: "ops12345" }, noThrow)
          const download = await api.get(`/api/admin/private-files/${file.id}`, {
            ...noThrow,
            headers: { authorization: `Bearer ${login.data.token}` },
          })
          expect(download.status).toBe(200)
          expect(download.data).toBe(csv)
          expect(download.headers["content-disposition"]).toMatch(/^attachment/)
          expect(download.headers["cache-control"]).toBe("private, no-store")
          // Only private keys, only from the private folder.
          const publicOne = await api.get("/api/admin/private-files/..%2Fmedusa-config.ts", {
            ...noThrow,
            headers: { authorization: `Bearer ${login.data.token}` },
          })
          expect([400, 404]).toContain(publicOne.status)
        } finally {
          fs.rmSync(path.join(cwd, "private-uploads", file.id), { force: true })
          fs.rmSync(path.join(cwd, "uploads", file.id), { force: true })
        }
      })

      it("answers 404 for a file that is not there and never reads outside the upload folder", async () => {
        for (const path of ["/static/nope.png", "/static/..%2Fmedusa-config.ts", "/static/%2e%2e%2fpackage.json", "/static/.env"]) {
          const res = await api.get(path, noThrow)
          expect([400, 404]).toContain(res.status)
          expect(JSON.stringify(res.data)).not.toMatch(/defineConfig|"dependencies"/)
        }
      })
    })
  },
}
