import { Outlet } from "react-router"
import { CartPopup } from "@/components/cart-popup"
import { LoginDialog } from "@/components/login-dialog"
import { PageQueries } from "./page-queries"
import { ProductActionsBridge } from "./product-actions-bridge"
import { ScrollToTop } from "./scroll-to-top"
import { SiteFooter } from "./site-footer"
import { SiteHeader } from "./site-header"
import styles from "./root-layout.module.css"

export function RootLayout() {
  return (
    <ProductActionsBridge>
      <div className={styles.shell}>
        <a className={styles.skipLink} href="#main">
          Skip to content
        </a>
        <ScrollToTop />
        <SiteHeader />
        <main id="main" className={styles.main} tabIndex={-1}>
          <PageQueries>
            <Outlet />
          </PageQueries>
        </main>
        <SiteFooter />
        <LoginDialog />
        <CartPopup />
      </div>
    </ProductActionsBridge>
  )
}
