import type { Ref } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = {
  label: string;
  /** Shown under the select, which is then marked invalid and described by it. */
  error?: string;
  /** Help text for the select. */
  hint?: string;
  /** Shown while nothing is chosen (value ''). */
  placeholder?: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
  name?: string;
  disabled?: boolean;
  /** Classes of the select's button, e.g. a width. */
  className?: string;
};

/**
 * A labelled select with its validation message. Takes react-hook-form's controller field as it is:
 * `<Controller render={({ field }) => <SelectField label="Role" options={...} {...field} />} />`.
 */
export function SelectField(props: SelectFieldProps) {
  const { label, error, hint, placeholder, options, value, onChange, onBlur, ref, name, disabled, className } = props;
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <Select value={value} onValueChange={onChange} name={name} disabled={disabled}>
          <SelectTrigger ref={ref} onBlur={onBlur} className={className} {...control}>
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
