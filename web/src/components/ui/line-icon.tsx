import type { ComponentProps } from 'react';

/**
 * A decorative line icon on a 24-unit grid, drawn with the current text colour in the style of
 * Lucide (ISC licence): `children` are its paths. The text next to it names what it stands for.
 */
export function LineIcon({ children, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  );
}
