import { Checkbox, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { PasswordInput } from '../../../components/ui/password-input';
import type { AccountErrors, AccountField, AccountValues } from '../utils/signup-validation';
import { PasswordStrengthMeter } from './password-strength-meter';

interface AccountStepProps {
  values: AccountValues;
  errors: AccountErrors;
  onChange(field: AccountField, value: string | boolean): void;
  onBlur(field: AccountField): void;
}

const NAME_FIELDS: Array<{
  field: 'firstName' | 'lastName';
  label: string;
  type: string;
  autoComplete: string;
  placeholder: string;
}> = [
  {
    field: 'firstName',
    label: 'First name',
    type: 'text',
    autoComplete: 'given-name',
    placeholder: 'Jordan',
  },
  { field: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name', placeholder: 'Rivera' },
];

/** Step 1: account details. Errors show when a field is left, and clear as soon as it is edited. */
export function AccountStep({ values, errors, onChange, onBlur }: AccountStepProps) {
  const text = (field: AccountField) => (event: ChangeEvent<HTMLInputElement>) =>
    onChange(field, event.target.value);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {NAME_FIELDS.map((item) => (
          <Field.Root key={item.field} invalid={Boolean(errors[item.field])} required>
            <Field.Label>
              {item.label}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name={item.field}
              type={item.type}
              autoComplete={item.autoComplete}
              placeholder={item.placeholder}
              value={values[item.field]}
              onChange={text(item.field)}
              onBlur={() => onBlur(item.field)}
            />
            <Field.ErrorText>{errors[item.field]}</Field.ErrorText>
          </Field.Root>
        ))}
      </SimpleGrid>
      <Field.Root invalid={Boolean(errors.email)} required>
        <Field.Label>
          Email
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={values.email}
          onChange={text('email')}
          onBlur={() => onBlur('email')}
        />
        <Field.ErrorText>{errors.email}</Field.ErrorText>
      </Field.Root>
      {/* Side by side from the sm size: the form's Continue stays in view on a 768px-high laptop. */}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root invalid={Boolean(errors.password)} required>
          <Field.Label>
            Password
            <Field.RequiredIndicator />
          </Field.Label>
          <PasswordInput
            name="password"
            autoComplete="new-password"
            placeholder="At least 8 characters"
            value={values.password}
            onChange={text('password')}
            onBlur={() => onBlur('password')}
          />
          <Field.ErrorText>{errors.password}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.confirmPassword)} required>
          <Field.Label>
            Confirm password
            <Field.RequiredIndicator />
          </Field.Label>
          <PasswordInput
            name="confirmPassword"
            autoComplete="new-password"
            placeholder="Type your password again"
            value={values.confirmPassword}
            onChange={text('confirmPassword')}
            onBlur={() => onBlur('confirmPassword')}
          />
          <Field.ErrorText>{errors.confirmPassword}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      {values.password ? <PasswordStrengthMeter password={values.password} /> : null}
      <Field.Root invalid={Boolean(errors.acceptTerms)}>
        <Checkbox.Root
          checked={values.acceptTerms}
          onCheckedChange={(details) => onChange('acceptTerms', details.checked === true)}
          alignItems="flex-start"
        >
          <Checkbox.HiddenInput name="acceptTerms" onBlur={() => onBlur('acceptTerms')} />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label fontWeight="normal">
            I agree to the Terms of Service and Privacy Policy
          </Checkbox.Label>
        </Checkbox.Root>
        <Field.ErrorText>{errors.acceptTerms}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
