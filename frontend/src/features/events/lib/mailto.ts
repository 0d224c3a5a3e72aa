// mailto: links (RFC 6068) with a prefilled subject and body. Every part is percent-encoded
// (spaces as %20, never "+"), and line breaks in the body are sent as %0D%0A.

export interface MailtoParts {
  to: string;
  subject: string;
  body: string;
}

function encode(text: string): string {
  return encodeURIComponent(text);
}

/** `mailto:events@example.ae?subject=…&body=…`. */
export function buildMailto({ to, subject, body }: MailtoParts): string {
  // The address keeps its "@"; anything else unusual in it is encoded.
  const address = encode(to.trim()).replace(/%40/g, '@');
  const normalisedBody = body.replace(/\r\n|\r|\n/g, '\r\n');
  return `mailto:${address}?subject=${encode(subject)}&body=${encode(normalisedBody)}`;
}
