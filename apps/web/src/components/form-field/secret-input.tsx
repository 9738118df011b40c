import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, type InputHTMLAttributes, type ReactNode, useState } from 'react';
import './form-field.css';

export interface SecretInputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The icon at the start of the field. */
  icon: ReactNode;
  /** The toggle's accessible names. */
  showLabel: string;
  hideLabel: string;
  inputClassName?: string;
  toggleClassName?: string;
}

/** A secret field (a password, a PIN) with a show/hide toggle. */
export const SecretInput = forwardRef<HTMLInputElement, SecretInputProps>(function SecretInput(
  { icon, showLabel, hideLabel, inputClassName = 'input', toggleClassName, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="field-control">
      {icon}
      <input ref={ref} {...props} type={visible ? 'text' : 'password'} className={inputClassName} />
      <button
        type="button"
        className={`field-toggle-visibility${toggleClassName ? ` ${toggleClassName}` : ''}`}
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
      >
        {visible ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
      </button>
    </div>
  );
});
