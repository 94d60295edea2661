import { Link } from 'react-router';

/** The Pitchwise mark and name, linking home. */
export function BrandLink() {
  return (
    <Link to="/" className="inline-flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight text-slate-900">
      <BrandMark />
      Pitchwise
    </Link>
  );
}

/** The Pitchwise mark alone (decorative: the name or a label goes next to it). */
export function BrandMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
      <rect width="32" height="32" rx="8" className="fill-indigo-600" />
      <path
        d="M11 23V9h6.5a4.5 4.5 0 0 1 0 9H11"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
