import { FormattedMessage } from 'react-intl';

import { PageHeader } from '../components/page-header';

export function AnswersPage() {
  return <PageHeader title={<FormattedMessage id="admin.answers.title" defaultMessage="Answers" />} />;
}
