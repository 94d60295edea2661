import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { cn } from '@/lib/cn';

/** How long the button says 'Copied' before it offers to copy again. */
const COPIED_MS = 2000;

type CopyButtonProps = {
  /** What goes to the clipboard. */
  text: string;
  /** What is copied, for screen readers: the button is 'Copy {label}'. */
  label: string;
  /** Shown after 'Copy' too ('all', 'HTML'): the button is then 'Copy {shown} {label}'. */
  shown?: string;
  className?: string;
};

/**
 * Copies `text` to the clipboard. It then reads 'Copied' for a moment, announced to screen readers,
 * and goes back to 'Copy'; its width stays the same throughout. A refusal (no clipboard, or not
 * allowed) says so in a toast.
 */
export function CopyButton({ text, label, shown, className }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => {
      setCopied(false);
    }, COPIED_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Your browser did not allow copying. Select the text and copy it instead.',
        variant: 'destructive',
      });
    }
  }

  return (
    <>
      <Button
        type="button"
        variant="outline"
        className={cn('min-w-22 shrink-0 px-2.5 py-1 text-xs', className)}
        onClick={() => void copy()}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2">
          {copied ? (
            <path d="M20 6 9 17l-5-5" strokeLinecap="round" strokeLinejoin="round" />
          ) : (
            <path
              d="M8 8h11v11H8zM16 8V5H5v11h3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          )}
        </svg>
        {copied ? 'Copied ' : shown ? `Copy ${shown} ` : 'Copy '}
        <span className="sr-only">{label}</span>
      </Button>
      <span role="status" className="sr-only">
        {copied ? 'Copied' : ''}
      </span>
    </>
  );
}
