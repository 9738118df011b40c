import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdjustForm } from '../components/adjust-form.tsx';
import { Flash } from '../components/table-parts.tsx';
import { amountText } from '../lib/format.ts';
import { ScreenHeader } from './screen-header.tsx';

export function AdjustScreen() {
  const { t } = useTranslation();
  const [flash, setFlash] = useState<string | null>(null);
  return (
    <section className="admin-screen admin-narrow">
      <ScreenHeader title={t('admin.adjust.title')} subtitle={t('admin.adjust.subtitle')} />
      <Flash text={flash} onDone={() => setFlash(null)} />
      <AdjustForm onDone={(value) => setFlash(t('admin.adjust.done', { member: value.username, balance: amountText(value.balance) }))} />
    </section>
  );
}
