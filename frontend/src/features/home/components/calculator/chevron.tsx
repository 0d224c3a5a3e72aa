/** The disclosure arrow: points down when closed and up when open, in either direction of text. */
export function Chevron({ className }: { className: string | undefined }) {
  return (
    <span className={className} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
        <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
