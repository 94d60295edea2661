import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A multi-line text input, styled like Input; invalid ones (aria-invalid) get a red border. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus-visible:border-indigo-600 aria-invalid:border-red-600',
        className,
      )}
      {...props}
    />
  );
}
