import { FormattedMessage } from 'react-intl';

import { ComingSoon } from '../../components/ui/coming-soon';

export function AnswerPage() {
  return <ComingSoon title={<FormattedMessage id="answer.title" defaultMessage="Expert Answer" />} />;
}
