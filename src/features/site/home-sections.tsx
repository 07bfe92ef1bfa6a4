// The landing page below the hero, in the spec's order: Why Us, safety, payments, testimonials, products and the apps.
import { Avatar } from './avatar.tsx';
import { CardGrid } from './card-grid.tsx';
import { Carousel } from './carousel.tsx';
import { appStores } from '../../lib/contact-details.ts';
import { payments, productSlides, safety, testimonials, whyUs } from './content/home.ts';
import { ExternalLink } from './external-link.tsx';
import { useScrollToHash } from './hash-link.tsx';
import * as home from './home.css.ts';
import { Icon } from './icons.tsx';
import * as styles from './marketing.css.ts';

export default function HomeSections() {
  useScrollToHash();
  return (
    <>
      <section id="why-us" aria-labelledby="why-us-title" className={styles.section}>
        <h2 id="why-us-title">Why Us</h2>
        <p className={styles.lead}>Built for individuals, freelancers and small businesses in Nigeria who want their money to work towards something.</p>
        <CardGrid cards={whyUs} />
      </section>
      <div className={styles.tinted}>
        <section id="safety" aria-labelledby="safety-title" className={styles.section}>
          <h2 id="safety-title">Your money is safe</h2>
          <p className={styles.lead}>We protect your savings and your account the way a bank would.</p>
          <CardGrid cards={safety} />
        </section>
      </div>
      <section id="payments" aria-labelledby="payments-title" className={styles.section}>
        <h2 id="payments-title">Payments made simple</h2>
        <p className={styles.lead}>Fund your plans the way that suits you, and move money to the people you know.</p>
        <CardGrid cards={payments} />
      </section>
      <div className={styles.tinted}>
        <section id="testimonials" aria-labelledby="testimonials-title" className={styles.section}>
          <h2 id="testimonials-title">What our customers say</h2>
          <Carousel
            label="Customer testimonials"
            itemName="testimonial"
            items={testimonials}
            render={(t) => (
              <figure className={home.slide}>
                <blockquote className={home.quote}>
                  <p>{t.description}</p>
                </blockquote>
                <figcaption className={home.person}>
                  <Avatar name={t.name} image={t.image} />
                  <span>{t.name}</span>
                </figcaption>
              </figure>
            )}
          />
        </section>
      </div>
      <section id="products" aria-labelledby="products-title" className={styles.section}>
        <h2 id="products-title">Our products</h2>
        <p className={styles.lead}>Everything you need to save, spend and plan, in one app.</p>
        <Carousel
          label="Products at a glance"
          itemName="product"
          items={productSlides}
          render={(slide) => (
            <div className={home.slide}>
              <span className={styles.icon}>
                <Icon name={slide.image} size={40} />
              </span>
              <h3>{slide.title}</h3>
              <p>{slide.description}</p>
            </div>
          )}
        />
      </section>
      <div className={styles.tinted}>
        <section id="download" aria-labelledby="download-title" className={styles.section}>
          <h2 id="download-title">Save on the go</h2>
          <p className={styles.lead}>Get the Vibe Savings app for your phone.</p>
          <ul className={home.stores}>
            {appStores.map((s) => (
              <li key={s.label}>
                <ExternalLink href={s.href} className={home.store}>{`Download for ${s.platform} on ${s.label}`}</ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
