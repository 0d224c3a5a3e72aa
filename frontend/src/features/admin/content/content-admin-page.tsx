import { FormattedMessage } from 'react-intl';

import { ComingSoon } from '../../../components/ui/coming-soon';

export function ContentAdminPage() {
  return <ComingSoon title={<FormattedMessage id="admin.content.title" defaultMessage="Content Management" />} />;
}

export default ContentAdminPage;
