// /aboutus: vision, who we are, the team of six and the advisory team still to come.
import { ADVISORY_PLACEHOLDERS, team, vision, whoWeAre } from './content/about.ts';
import { Avatar } from './avatar.tsx';
import * as styles from './marketing.css.ts';
import * as about from './about-page.css.ts';
import { useTitle } from './use-title.ts';

export default function AboutPage() {
  useTitle('About Us');
  return (
    <>
      <div className={styles.tinted}>
        <section className={styles.section} aria-labelledby="about-title">
          <h1 id="about-title" className={styles.title}>
            About Us
          </h1>
          <h2>Our vision</h2>
          <p className={about.vision}>{vision}</p>
        </section>
      </div>
      <section className={styles.section} aria-labelledby="who-title">
        <h2 id="who-title">Who we are</h2>
        {whoWeAre.map((p) => (
          <p key={p} className={about.prose}>
            {p}
          </p>
        ))}
      </section>
      <section className={styles.section} aria-labelledby="team-title">
        <h2 id="team-title">Our team</h2>
        <ul className={styles.cards}>
          {team.map((m) => (
            <li key={m.id} className={`${styles.card} ${about.person}`}>
              <Avatar name={m.name} image={m.image} />
              <div>
                <h3 className={styles.cardTitle}>{m.name}</h3>
                <p className={styles.cardText}>{m.jobTitle}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="advisors-title">
        <h2 id="advisors-title">Advisory team</h2>
        <ul className={styles.cards}>
          {Array.from({ length: ADVISORY_PLACEHOLDERS }, (_, i) => (
            <li key={i} className={`${styles.card} ${about.person} ${about.placeholder}`}>
              <span className={styles.avatar} aria-hidden="true" />
              <div>
                <h3 className={styles.cardTitle}>Coming soon</h3>
                <p className={styles.cardText}>Advisor {i + 1} will be announced shortly.</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
