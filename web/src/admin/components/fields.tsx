// Labelled form fields (Chakra's Field: the label, the control and its help or error wired together).
import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';

type InputProps = Omit<ComponentProps<typeof Input>, 'size'>;

export function TextField({ label, hint, error, required, ...input }: InputProps & { label: string; hint?: ReactNode; error?: string | null }) {
  return (
    <Field.Root required={required} invalid={!!error}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input size="sm" {...input} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
    </Field.Root>
  );
}

export function SelectField({ label, hint, required, children, ...select }: ComponentProps<typeof NativeSelect.Field> & { label: string; hint?: ReactNode; required?: boolean }) {
  return (
    <Field.Root required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field {...select}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
    </Field.Root>
  );
}

export function NoteField({ label, hint, ...area }: ComponentProps<typeof Textarea> & { label: string; hint?: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Textarea size="sm" rows={3} {...area} />
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
    </Field.Root>
  );
}

/** The six-digit code of an authenticator app. */
export function CodeField({ label = '动态验证码', ...input }: InputProps & { label?: string }) {
  return (
    <Field.Root required>
      <Field.Label>{label}</Field.Label>
      <Input
        size="lg"
        className="ad-code-input"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        placeholder="6 位数字"
        {...input}
      />
      <Field.HelperText>打开身份验证器应用（如 Google Authenticator、Microsoft Authenticator），输入当前显示的 6 位数字。</Field.HelperText>
    </Field.Root>
  );
}

/** A list's filter: a small labelled drop-down whose <option>s are its children. */
export function FilterSelect({ label, className = 'ad-w-md', children, ...field }: { label: string; className?: string; children: ReactNode } & ComponentProps<'select'>) {
  return (
    <label>
      {label}
      <NativeSelect.Root size="sm" className={className}>
        <NativeSelect.Field {...field}>{children}</NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </label>
  );
}
