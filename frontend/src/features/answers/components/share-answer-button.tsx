// Share on the public page (spec §2): the device's share sheet with the title, the first 100
// characters of the answer and the page URL; when there is none, or it fails, copy the URL.
import { FormattedMessage, useIntl } from 'react-intl';

import { copyText } from '../../../components/answer/copy-text';
import { MICROBLOG_EXCERPT, excerpt } from '../../../components/answer/share-links';
import { ShareIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';

interface Props {
  title: string;
  answer: string;
  className?: string;
}

export function ShareAnswerButton({ title, answer, className }: Props) {
  const intl = useIntl();

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: excerpt(answer, MICROBLOG_EXCERPT), url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await copyText(url);
      toast({
        title: intl.formatMessage({ id: 'share.copied.toast', defaultMessage: 'Link copied to clipboard' }),
        variant: 'success',
      });
    } catch {
      toast({
        title: intl.formatMessage({ id: 'share.copyFailed.short.title', defaultMessage: 'Copy failed' }),
        description: intl.formatMessage({ id: 'share.copyFailed.short.message', defaultMessage: 'Failed to copy' }),
        variant: 'destructive',
      });
    }
  };

  return (
    <button type="button" className={className} onClick={() => void share()}>
      <ShareIcon size={18} />
      <FormattedMessage id="answer.page.share" defaultMessage="Share" />
    </button>
  );
}
