import { FormattedMessage } from 'react-intl';

import { ComingSoon } from '../../../components/ui/coming-soon';

export function AnalyticsAdminPage() {
  return <ComingSoon title={<FormattedMessage id="admin.analytics.title" defaultMessage="Analytics Dashboard" />} />;
}

export default AnalyticsAdminPage;
