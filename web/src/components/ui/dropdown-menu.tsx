import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// A styled Radix DropdownMenu (the account menu's look): arrow keys move between items,
// Enter or Space chooses, Escape closes and focus returns to the trigger. Give an icon-only
// trigger an aria-label.

export const DropdownMenu = DropdownMenuPrimitive.Root;
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;

export function DropdownMenuContent({
  className,
  sideOffset = 8,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        sideOffset={sideOffset}
        className={cn('z-50 min-w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg', className)}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

const itemTones = {
  default: 'text-slate-800 data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-700',
  danger: 'text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800',
} as const;

type DropdownMenuItemProps = ComponentProps<typeof DropdownMenuPrimitive.Item> & { tone?: keyof typeof itemTones };

export function DropdownMenuItem({ className, tone = 'default', ...props }: DropdownMenuItemProps) {
  return (
    <DropdownMenuPrimitive.Item
      className={cn(
        'flex w-full cursor-default select-none items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[disabled]:opacity-50',
        itemTones[tone],
        className,
      )}
      {...props}
    />
  );
}
