import { Fragment } from 'react';
import { useIntl } from 'react-intl';

import { ExternalIcon } from '../../../components/ui/icons/first-load';
import type { Source } from '../sources';
import styles from './source-line.module.css';

interface Props {
  sources: readonly Source[];
}

/** "Source: …" under a figure, each source a link to its publisher that opens in a new tab. */
export function SourceLine({ sources }: Props) {
  const intl = useIntl();
  const newTab = intl.formatMessage({ id: 'about.source.newTab', defaultMessage: '(opens in a new tab)' });
  const links = sources.map((source) => (
    <a key={source.href} className={styles.link} href={source.href} target="_blank" rel="noopener noreferrer">
      {intl.formatMessage(source.name)}
      <span className="visually-hidden"> {newTab}</span>
      <span className={styles.icon}>
        <ExternalIcon size={14} />
      </span>
    </a>
  ));
  const separator = intl.formatMessage({ id: 'about.source.separator', defaultMessage: ';' });
  return (
    <p className={styles.source}>
      {intl.formatMessage(
        {
          id: 'about.source.label',
          defaultMessage: '{count, plural, one {Source:} other {Sources:}} {list}',
        },
        {
          count: sources.length,
          list: (
            <>
              {links.map((link, index) => (
                <Fragment key={link.key}>
                  {index > 0 && `${separator} `}
                  {link}
                </Fragment>
              ))}
            </>
          ),
        },
      )}
    </p>
  );
}
