import { Button } from '../../primitives/Button/index.ts';
import { AnchorLink, type LinkComponent } from '../Link/index.ts';
import styles from './LandingHero.module.css';

/**
 * The sample pictures served from the site root, with their size so the page keeps their box before they
 * arrive. The first is the page's largest paint: app/index.html preloads it, and it asks for high priority.
 */
export const landingImages = [
  { src: '/landing-1.webp', alt: 'A bowl of fresh salad' },
  { src: '/landing-2.webp', alt: 'A tray of baked pastries' },
  { src: '/landing-3.webp', alt: 'A pot of simmering curry' },
] as const;

/** Filter keywords a visitor can expect (SPEC §2). */
export const landingKeywords = [
  'vegan',
  'shellfish-free',
  'keto-friendly',
  'gluten-free',
  'dairy-free',
  'vegetarian',
];

/** What a visitor sees first: the tagline, sample dishes and the way in. */
export function LandingHero({ Link = AnchorLink }: { Link?: LinkComponent }) {
  return (
    <section className={styles.hero} aria-labelledby="landing-title">
      <div className={styles.text}>
        <h1 id="landing-title" className={styles.title}>
          Cook together. Share what you love.
        </h1>
        <p className={styles.tagline}>
          Find recipes that fit how you eat, keep them in cookbooks, and share them with friends.
        </p>
        <ul className={styles.keywords} aria-label="Filter by">
          {landingKeywords.map((keyword) => (
            <li key={keyword}>{keyword}</li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Button asChild size="lg">
            <Link to="/signup">Sign Up</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/login">Log In</Link>
          </Button>
        </div>
      </div>
      <div className={styles.images}>
        {landingImages.map((image, index) => (
          <img
            key={image.src}
            src={image.src}
            alt={image.alt}
            width={556}
            height={370}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            className={styles.image}
          />
        ))}
      </div>
    </section>
  );
}
LandingHero.displayName = 'LandingHero';
