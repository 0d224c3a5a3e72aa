import styles from './library.module.css';

/** The library's shape while its chunk or a page of answers loads. */
export function LibrarySkeleton() {
  return (
    <div className={`container ${styles.page}`} aria-busy="true">
      <div className={styles.list}>
        {[0, 1, 2].map((key) => (
          <div key={key} className={`${styles.item} ${styles.skeleton}`} aria-hidden="true">
            <span className={styles.skeletonLine} style={{ inlineSize: '70%' }} />
            <span className={styles.skeletonLine} />
            <span className={styles.skeletonLine} style={{ inlineSize: '40%' }} />
          </div>
        ))}
      </div>
    </div>
  );
}
