import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/error-text.ts';

/** The server's refusal of a submitted form, translated, announced to screen readers. */
export function FormError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <p className="auth-error" role="alert">
      <CircleAlert size={16} aria-hidden />
      {errorText(t, error)}
    </p>
  );
}
