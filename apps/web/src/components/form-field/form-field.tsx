import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  required?: boolean;
  hint?: ReactNode;
  /** `alert` announces the error as soon as it shows. */
  errorRole?: 'alert';
  className?: string;
  children: ReactNode;
}

/** A labelled field with its inline error under it (the input uses `fieldAria(id, error)`). */
export function FormField({ id, label, error, required, hint, errorRole, className, children }: FormFieldProps) {
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
        {required && (
          <span className="field-required" aria-hidden>
            *
          </span>
        )}
      </label>
      {children}
      {hint}
      {error && (
        <p id={`${id}-error`} className="field-error" role={errorRole}>
          {error}
        </p>
      )}
    </div>
  );
}

/** What ties an input to its field's error. */
export function fieldAria(id: string, error: string | undefined) {
  return { 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined } as const;
}
