import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** Help text under the input. */
  hint?: string;
  /** Shown under the input, which is then marked invalid and described by it. */
  error?: string;
};

/** A labelled input with its help text and validation message. */
export function TextField({ label, hint, error, id, className, ...props }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} id={id}>
      {(control) => <Input {...control} className={cn('aria-invalid:border-red-600', className)} {...props} />}
    </FormField>
  );
}
