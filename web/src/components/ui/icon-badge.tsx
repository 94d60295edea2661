import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const toneClasses = {
  brand: 'bg-indigo-50 text-indigo-600',
  success: 'bg-emerald-50 text-emerald-600',
  danger: 'bg-red-50 text-red-600',
} as const;

/** A decorative icon in a tinted circle, centred above a page's heading. */
export function IconBadge({ tone = 'brand', children }: { tone?: keyof typeof toneClasses; children: ReactNode }) {
  return (
    <div
      aria-hidden="true"
      className={cn('mx-auto flex size-14 items-center justify-center rounded-full', toneClasses[tone])}
    >
      {children}
    </div>
  );
}
