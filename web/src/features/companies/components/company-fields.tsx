import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { DESCRIPTION_CHARS, INDUSTRY_OPTIONS, type CompanyFormValues } from '../types';

/** The five optional addresses, with example shapes as placeholders (spec section 2). */
const LINK_FIELDS = [
  { name: 'websiteUrl', label: 'Website URL', placeholder: 'https://www.example.com' },
  { name: 'linkedInUrl', label: 'LinkedIn URL', placeholder: 'https://www.linkedin.com/company/example' },
  { name: 'twitterUrl', label: 'Twitter URL', placeholder: 'https://twitter.com/example' },
  { name: 'facebookUrl', label: 'Facebook URL', placeholder: 'https://www.facebook.com/example' },
  { name: 'instagramUrl', label: 'Instagram URL', placeholder: 'https://www.instagram.com/example' },
] as const;

const INDUSTRY_SELECT_OPTIONS = INDUSTRY_OPTIONS.map((industry) => ({ value: industry, label: industry }));

type CompanyFieldsProps = {
  form: UseFormReturn<CompanyFormValues>;
  /**
   * `profile`: every field with help text (the /profile page). `dialog`: the dashboard's edit
   * dialog, without competitors and products/services, description 3 rows (spec section 2).
   */
  variant: 'profile' | 'dialog';
};

/** The company's fields, wired to a react-hook-form form of CompanyFormValues. */
export function CompanyFields({ form, variant }: CompanyFieldsProps) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const isProfile = variant === 'profile';

  return (
    <>
      <TextField
        label="Company Name"
        autoComplete="organization"
        placeholder="Acme Inc."
        hint={isProfile ? 'The name your customers know you by.' : undefined}
        error={errors.name?.message}
        {...register('name')}
      />
      <Controller
        control={control}
        name="industry"
        render={({ field, fieldState }) => (
          <SelectField
            label="Industry"
            hint={isProfile ? 'The market you sell in.' : undefined}
            placeholder="Select an industry"
            options={INDUSTRY_SELECT_OPTIONS}
            error={fieldState.error?.message}
            {...field}
          />
        )}
      />
      <FormField
        label="Description"
        // The rule itself (the spec's '50-200 characters' was guidance that nothing enforced).
        hint={
          isProfile
            ? `Describe what your company does in ${DESCRIPTION_CHARS.min}-${DESCRIPTION_CHARS.max} characters.`
            : undefined
        }
        error={errors.description?.message}
      >
        {(controlProps) => (
          <Textarea
            rows={isProfile ? 4 : 3}
            placeholder="What your company does and for whom"
            {...controlProps}
            {...register('description')}
          />
        )}
      </FormField>
      {isProfile && (
        <>
          <FormField
            label="Competitors"
            hint="Optional. The companies your customers compare you with, separated by commas."
            error={errors.competitors?.message}
          >
            {(controlProps) => (
              <Textarea rows={2} placeholder="Competitor A, Competitor B" {...controlProps} {...register('competitors')} />
            )}
          </FormField>
          <FormField
            label="Products/Services"
            hint="Optional. What you sell, in at least 10 characters."
            error={errors.productsServices?.message}
          >
            {(controlProps) => (
              <Textarea
                rows={3}
                placeholder="Your main products or services"
                {...controlProps}
                {...register('productsServices')}
              />
            )}
          </FormField>
        </>
      )}
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-slate-900">Online presence</legend>
        {isProfile && <p className="-mt-2 text-xs text-slate-500">Optional. Full addresses starting with https://.</p>}
        <div className={isProfile ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4'}>
          {LINK_FIELDS.map((link) => (
            <TextField
              key={link.name}
              label={link.label}
              type="url"
              inputMode="url"
              placeholder={link.placeholder}
              error={errors[link.name]?.message}
              {...register(link.name)}
            />
          ))}
        </div>
      </fieldset>
    </>
  );
}
