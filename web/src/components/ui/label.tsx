import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A form control's visible name; point htmlFor at the control's id. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('block text-sm font-medium text-slate-800', className)} {...props} />;
}
