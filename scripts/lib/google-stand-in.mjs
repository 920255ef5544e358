// @ts-check
import { createServer } from "node:http"
import { generateKeyPair, exportJWK, exportPKCS8 } from "jose"

/**
 * A local stand-in for Google's key set, so the e2e layer can sign in with
 * Google offline: an RSA key pair made for this run, its public half served as
 * a JWKS on 127.0.0.1 (the backend's GOOGLE_JWKS_URL), its private half handed
 * to Playwright (E2E_GOOGLE_PRIVATE_KEY) to sign ID tokens like Google's.
 */
export async function startGoogleStandIn() {
  const kid = "e2e-google-key"
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true })
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" }
  const server = createServer((_req, res) => {
    res.setHeader("content-type", "application/json")
    res.end(JSON.stringify({ keys: [jwk] }))
  })
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)))
  server.unref() // never keeps the test runner alive on its own
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address())
  return {
    clientId: "sugandh-e2e.apps.googleusercontent.com",
    jwksUrl: `http://127.0.0.1:${port}/certs`,
    kid,
    privateKeyPem: await exportPKCS8(privateKey),
    // The storefront's CSP allows Google's script as in production (deploy/production.env.example);
    // the tests serve a stand-in at that address.
    storefrontEnv: {
      CSP_GOOGLE_SCRIPT: "https://accounts.google.com/gsi/client",
      CSP_GOOGLE_CONNECT: "https://accounts.google.com/gsi/",
      CSP_GOOGLE_FRAME: "https://accounts.google.com/gsi/",
    },
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}
