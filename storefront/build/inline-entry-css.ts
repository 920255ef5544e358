import type { Plugin } from "vite"

/**
 * Puts the entry stylesheet (the shell: global, header, footer, dialogs;
 * about 7 KB gzipped) into index.html as a <style> element. As a <link> it
 * cost the first paint a round trip of its own on mobile networks (Lighthouse
 * counted about 150 ms of render-blocking CSS). Pages' own stylesheets stay
 * separate files loaded with their code. The CSP allows inline styles
 * (style-src 'unsafe-inline' in deploy/nginx), not inline scripts.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: "sugandh:inline-entry-css",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      for (const html of Object.values(bundle)) {
        if (html.type !== "asset" || !html.fileName.endsWith(".html")) continue
        let source = String(html.source)
        source = source.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
          const css = bundle[fileName]
          if (css?.type !== "asset") return tag
          // The file stays: Vite's preload lists of lazy chunks (e.g. the QR encoder's) still name it,
          // and they are written after this hook, so a deleted file made those imports fail.
          // "</style" inside the CSS (in a string or comment) would end the element early.
          return `<style>${String(css.source).replace(/<\/style/gi, "<\\/style")}</style>`
        })
        html.source = source
      }
    },
  }
}
