/** The answer as paragraphs: one per line of the text, blank lines dropped. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
}

interface Props {
  text: string;
  className?: string | undefined;
}

export function AnswerText({ text, className }: Props) {
  return (
    <div className={className}>
      {splitParagraphs(text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
