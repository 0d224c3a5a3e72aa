import { FormattedMessage } from 'react-intl';

import { ComingSoon } from '../../components/ui/coming-soon';

export function AdminLoginPage() {
  return <ComingSoon title={<FormattedMessage id="admin.login.title" defaultMessage="Admin Sign In" />} />;
}

export default AdminLoginPage;
