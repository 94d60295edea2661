import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LineIcon } from '@/components/ui/line-icon';
import { cn } from '@/lib/cn';

type StudioButtonProps = Omit<ComponentProps<typeof Button>, 'children'> & {
  icon: ReactNode;
  /** The visible word(s), where there is room: 'Regenerate'. */
  text: string;
  /** What it does to which text, its accessible name: 'Regenerate 30-Second Pitch' (starts with `text`). */
  name: string;
};

/**
 * A studio control beside a text's Edit and Copy: its icon, with its word once the tab has room
 * (a container query), so the row of buttons stays on one line beside a title at 320 px.
 */
export function StudioButton({ icon, text, name, className, ...props }: StudioButtonProps) {
  return (
    <Button variant="outline" aria-label={name} className={cn('shrink-0 px-2 py-1 text-xs @md:px-2.5', className)} {...props}>
      {icon}
      <span className="hidden @md:inline">{text}</span>
    </Button>
  );
}

/** Two arrows round: write again (Lucide's refresh-cw). */
export function RegenerateIcon() {
  return (
    <LineIcon className="size-3.5">
      <path d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8" />
      <path d="M21 3v5h-5" />
      <path d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16" />
      <path d="M8 16H3v5" />
    </LineIcon>
  );
}

/** Three columns: three options side by side (Lucide's columns-3). */
export function OptionsIcon() {
  return (
    <LineIcon className="size-3.5">
      <rect width="18" height="18" x="3" y="3" rx="2" />
      <path d="M9 3v18" />
      <path d="M15 3v18" />
    </LineIcon>
  );
}
