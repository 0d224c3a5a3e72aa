/** The answer as paragraphs: one per line of the text, blank lines dropped. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
}

interface Props {
  text: string;
  /** The answer's language (`en` or `ar`), which may differ from the interface's. */
  lang?: string | undefined;
  className?: string | undefined;
}

/** Each paragraph takes the direction of its own text, so an Arabic answer reads right to left anywhere. */
export function AnswerText({ text, lang, className }: Props) {
  return (
    <div className={className} lang={lang}>
      {splitParagraphs(text).map((paragraph, index) => (
        <p key={index} dir="auto">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
