import { useEffect, useLayoutEffect, useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const textareaClasses =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus-visible:border-indigo-600 aria-invalid:border-red-600';

/** A multi-line text input, styled like Input; invalid ones (aria-invalid) get a red border. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(textareaClasses, className)} {...props} />;
}

/**
 * A controlled Textarea that grows with its text instead of scrolling (`rows` is its least
 * height). It is measured before the browser paints, so it never shows a scrollbar or jumps.
 */
export function AutoGrowTextarea({ className, value, ...props }: ComponentProps<'textarea'> & { value: string }) {
  const ref = useRef<HTMLTextAreaElement>(null);

  useLayoutEffect(() => {
    if (ref.current) fitHeight(ref.current);
  }, [value]);

  // A narrower window wraps the text into more lines.
  useEffect(() => {
    const onResize = () => {
      if (ref.current) fitHeight(ref.current);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
    };
  }, []);

  return (
    <textarea ref={ref} value={value} className={cn(textareaClasses, 'resize-none overflow-hidden', className)} {...props} />
  );
}

function fitHeight(textarea: HTMLTextAreaElement) {
  textarea.style.height = 'auto';
  const borders = textarea.offsetHeight - textarea.clientHeight;
  textarea.style.height = `${textarea.scrollHeight + borders}px`;
}
