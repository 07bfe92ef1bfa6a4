// The alert area above a form: server messages, coloured by alert type.
import * as styles from './banner.css.ts';

interface BannerProps {
  messages: readonly string[];
  tone?: 'critical' | 'positive' | 'caution';
}

export function Banner({ messages, tone = 'critical' }: BannerProps) {
  if (!messages.length) return null;
  return (
    <div role={tone === 'critical' ? 'alert' : 'status'} className={styles.tone[tone]}>
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <ul className={styles.list}>
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
