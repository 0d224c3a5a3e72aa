import styles from './stat-list.module.css';

export interface Stat {
  key: string;
  value: string;
  label: string;
}

/** Headline figures: the number large, what it measures beneath it. */
export function StatList({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className={styles.stats}>
      {stats.map((stat) => (
        <div key={stat.key} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
