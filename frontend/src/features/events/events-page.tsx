import { FormattedMessage } from 'react-intl';

import { ComingSoon } from '../../components/ui/coming-soon';

export function EventsPage() {
  return <ComingSoon title={<FormattedMessage id="events.title" defaultMessage="Events" />} />;
}
