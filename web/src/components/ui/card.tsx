import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A white, rounded panel: the frame of the sign-in, verification, profile and 404 pages. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-2xl border border-slate-200 bg-white p-8 shadow-sm', className)} {...props} />;
}
