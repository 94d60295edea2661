import { useId, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';

/** The attributes that tie a control to its label and message; spread them on the control. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  label: string;
  /** Shown under the control, which is then marked invalid and described by it. */
  error?: string;
  /** A hint under the label, read with the control's description. */
  hint?: string;
  id?: string;
  /** Renders the control (a Textarea, a SelectTrigger, ...) with the given attributes. */
  children: (control: FieldControlProps) => ReactNode;
};

/** A labelled form control of any kind with its hint and validation message. */
export function FormField({ label, error, hint, id, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className="space-y-1">
      <Label htmlFor={controlId}>{label}</Label>
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
