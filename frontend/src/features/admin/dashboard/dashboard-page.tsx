import { FormattedMessage } from 'react-intl';

import { PageHeader } from '../components/page-header';

export function DashboardPage() {
  return <PageHeader title={<FormattedMessage id="admin.dashboard.title" defaultMessage="Admin Dashboard" />} />;
}
