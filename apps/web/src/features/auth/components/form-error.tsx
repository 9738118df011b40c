import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-field/form-alert.tsx';
import { errorText } from '@/lib/error-text.ts';

/** The server's refusal of a submitted form, translated, announced to screen readers. */
export function FormError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <FormAlert className="auth-error">{errorText(t, error)}</FormAlert>;
}
