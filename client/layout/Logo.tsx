/**
 * The wordmark of the Philharmonie Flussstadt (the demo orchestra of the seed): a teal mark of three
 * river waves under a conductor's arc, the name set in the display face. Drawn as SVG text so it
 * stays sharp and small; the link around it carries the accessible name.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 232 48" width="232" height="48" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        <path d="M6 14c6-8 22-8 28 0" stroke="var(--colour-accent, #00ab9f)" />
        <path d="M4 24c4-3 8-3 12 0s8 3 12 0 8-3 10 0" />
        <path d="M4 32c4-3 8-3 12 0s8 3 12 0 8-3 10 0" />
        <path d="M4 40c4-3 8-3 12 0s8 3 12 0 8-3 10 0" />
      </g>
      <text x="50" y="25" fill="currentColor" fontFamily="Fraunces, Georgia, serif" fontWeight="800" fontSize="22" letterSpacing="0.2">
        Philharmonie
      </text>
      <text x="51" y="42" fill="currentColor" fontFamily="'Source Sans 3', system-ui, sans-serif" fontWeight="700" fontSize="12" letterSpacing="5.4">
        FLUSSSTADT
      </text>
    </svg>
  );
}
