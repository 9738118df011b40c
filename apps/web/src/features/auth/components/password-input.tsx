import { Lock } from 'lucide-react';
import { forwardRef, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { SecretInput } from '@/components/form-field/secret-input.tsx';

/** A password field with a show/hide toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function PasswordInput(props, ref) {
  const { t } = useTranslation();
  return (
    <SecretInput
      ref={ref}
      {...props}
      icon={<Lock size={18} className="field-icon" aria-hidden />}
      showLabel={t('auth.showPassword')}
      hideLabel={t('auth.hidePassword')}
      toggleClassName="auth-toggle-visibility"
    />
  );
});
