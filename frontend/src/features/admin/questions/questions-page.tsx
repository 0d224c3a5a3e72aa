import { FormattedMessage } from 'react-intl';

import { PageHeader } from '../components/page-header';

export function QuestionsPage() {
  return <PageHeader title={<FormattedMessage id="admin.questions.title" defaultMessage="Questions" />} />;
}
