import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import './form-field.css';

/** A refusal of a whole form (no one field), announced to screen readers. */
export function FormAlert({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p className={`form-alert${className ? ` ${className}` : ''}`} role="alert">
      <CircleAlert size={16} aria-hidden />
      {children}
    </p>
  );
}
