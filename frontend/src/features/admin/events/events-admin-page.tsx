import { FormattedMessage } from 'react-intl';

import { PageHeader } from '../components/page-header';

export function EventsAdminPage() {
  return <PageHeader title={<FormattedMessage id="admin.events.title" defaultMessage="Events" />} />;
}
