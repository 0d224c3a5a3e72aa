import { FormattedMessage } from 'react-intl';

import { ComingSoon } from '../../components/ui/coming-soon';

export function AdminPage() {
  return <ComingSoon title={<FormattedMessage id="admin.dashboard.title" defaultMessage="Admin Dashboard" />} />;
}

export default AdminPage;
