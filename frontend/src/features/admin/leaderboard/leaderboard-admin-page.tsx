import { FormattedMessage } from 'react-intl';

import { ComingSoon } from '../../../components/ui/coming-soon';

export function LeaderboardAdminPage() {
  return <ComingSoon title={<FormattedMessage id="admin.leaderboard.title" defaultMessage="Leaderboard Management" />} />;
}

export default LeaderboardAdminPage;
