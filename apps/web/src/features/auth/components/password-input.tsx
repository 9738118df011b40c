import { Eye, EyeOff, Lock } from 'lucide-react';
import { forwardRef, type InputHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A password field with a show/hide toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function PasswordInput(props, ref) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field-control">
      <Lock size={18} className="field-icon" aria-hidden />
      <input ref={ref} {...props} type={visible ? 'text' : 'password'} className="input" />
      <button
        type="button"
        className="auth-toggle-visibility"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
        aria-pressed={visible}
      >
        {visible ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
      </button>
    </div>
  );
});
