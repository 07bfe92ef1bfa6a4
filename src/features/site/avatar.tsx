// A person's picture: their photo when one exists, otherwise their initials in a circle.
import * as styles from './marketing.css.ts';

export function Avatar({ name, image }: { name: string; image: string | null }) {
  if (image) return <img src={image} alt="" width={64} height={64} loading="lazy" className={styles.avatar} />;
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  return (
    <span className={styles.avatar} aria-hidden="true">
      {initials}
    </span>
  );
}
