import { useState } from 'react';
import { cn } from '@/lib/cn';

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return letters || '?';
}

type AvatarProps = {
  /** The picture's address; without one (or when it fails to load) the name's initials show. */
  src?: string | null;
  name: string;
  /** Text for the picture; empty when the name is shown next to it. */
  alt?: string;
  className?: string;
};

export function Avatar({ src, name, alt = '', className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const classes = cn('inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full', className);

  if (src && !failed) {
    return (
      <img
        src={src}
        alt={alt}
        referrerPolicy="no-referrer"
        onError={() => {
          setFailed(true);
        }}
        className={cn(classes, 'object-cover')}
      />
    );
  }
  return (
    <span aria-hidden="true" className={cn(classes, 'bg-indigo-100 font-semibold text-indigo-700')}>
      {initials(name)}
    </span>
  );
}
