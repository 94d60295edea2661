import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A grey bar standing in, at its final size, for something still loading (still with reduced motion). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('animate-pulse rounded bg-slate-200 motion-reduce:animate-none', className)} {...props} />;
}
