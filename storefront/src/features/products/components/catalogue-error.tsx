import { Notice, NoticeTitle } from "@/components/notice"
import { Button } from "@/components/ui/button"

type Props = { onRetry: () => void; retrying: boolean }

/** The catalogue could not be loaded: say so and offer a retry. */
export function CatalogueError({ onRetry, retrying }: Props) {
  return (
    <Notice error role="alert">
      <NoticeTitle>We couldn't load our products</NoticeTitle>
      <p>Please check your connection and try again.</p>
      <Button onClick={onRetry} disabled={retrying}>
        {retrying ? "Retrying…" : "Try again"}
      </Button>
    </Notice>
  )
}
