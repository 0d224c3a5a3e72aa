// The sources an answer cites, each labelled with its publisher (named by the server in the
// answer's language, else the friendly name of a known host, else its title), opening in a new tab.
import { FormattedMessage, useIntl } from 'react-intl';

import type { components } from '../../lib/api/schema.gen';
import { ExternalIcon } from '../ui/icons';
import { hostOf, knownSourceName, safeHref } from './source-names';
import styles from './answer-sources.module.css';

type CitedSource = components['schemas']['CitedSourceView'];

export function AnswerSources({ sources }: { sources: readonly CitedSource[] }) {
  const intl = useIntl();
  return (
    <ol className={styles.list}>
      {sources.map((source, index) => {
        const known = knownSourceName(source.url);
        const publisher = source.publisher?.trim() || (known ? intl.formatMessage(known) : undefined);
        const title = source.title?.trim() || intl.formatMessage({ id: 'answer.source.numbered', defaultMessage: 'Source {n}' }, { n: index + 1 });
        const name = publisher ?? title;
        const detail = publisher ? title : hostOf(source.url);
        const href = safeHref(source.url);
        const body = (
          <>
            <span className={styles.name}>{name}</span>
            {detail && detail !== name && (
              <span className={styles.detail} dir="auto">
                {detail}
              </span>
            )}
          </>
        );
        return (
          <li key={`${index}-${source.url ?? title}`} className={styles.item}>
            {href ? (
              <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
                <span className={styles.text}>{body}</span>
                <span className={styles.external}>
                  <ExternalIcon size={16} />
                </span>
                <span className="visually-hidden">
                  <FormattedMessage id="answer.source.newTab" defaultMessage="(opens in a new tab)" />
                </span>
              </a>
            ) : (
              <span className={styles.link}>
                <span className={styles.text}>{body}</span>
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
