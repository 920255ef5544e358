import { Link } from "react-router"
import { Skeleton } from "@/components/skeleton"
import { buttonClass } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import { useCarousel } from "../hooks/use-carousel"
import styles from "./hero-carousel.module.css"

export type HeroSlide = { id: string; name: string; image: string; eyebrow: string; text: string; href: string }

type Props = { slides: readonly HeroSlide[] }

/**
 * The home hero: four product slides. Slides are links to the products; the
 * arrows and dots pause auto-play for 10 s. Only the current slide is exposed
 * to assistive tech; the change is announced politely.
 */
export function HeroCarousel({ slides }: Props) {
  const reduceMotion = typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches
  const { index, paused, next, prev, goTo } = useCarousel(slides.length, { autoPlay: !reduceMotion })

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Featured fragrances"
      data-testid="hero-carousel"
      data-paused={paused}
    >
      <div className={styles.viewport} aria-live={paused ? "polite" : "off"}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            className={cx(styles.slide, i === index && styles.activeSlide)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}: ${slide.name}`}
            aria-hidden={i !== index}
            data-testid="hero-slide"
            data-active={i === index}
          >
            <div className={styles.slideText}>
              <p className={styles.eyebrow}>{slide.eyebrow}</p>
              <h2 className={styles.slideTitle}>{slide.name}</h2>
              <p className={styles.body}>{slide.text}</p>
              <Link to={slide.href} className={buttonClass()} tabIndex={i === index ? 0 : -1}>
                Shop {slide.name}
              </Link>
            </div>
            <img
              className={styles.image}
              src={slide.image}
              alt={slide.name}
              width={480}
              height={480}
              loading={i === 0 ? "eager" : "lazy"}
              // The first slide is the page's largest paint: fetched first, painted in the frame it arrives (no async
              // decode). React 18 passes only the lower-case attribute through to the DOM.
              {...(i === 0 ? { fetchpriority: "high" } : { decoding: "async" as const })}
            />
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={prev} aria-label="Previous slide">
            ‹
          </button>
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className={cx(styles.dot, i === index && styles.activeDot)}
                aria-label={`Show slide ${i + 1}: ${slide.name}`}
                aria-current={i === index ? "true" : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} onClick={next} aria-label="Next slide">
            ›
          </button>
        </div>
      )}
    </section>
  )
}

export function HeroCarouselSkeleton() {
  return (
    <div className={styles.carousel} role="status">
      <span className="visually-hidden">Loading featured fragrances…</span>
      <Skeleton className={styles.skeleton} />
    </div>
  )
}
