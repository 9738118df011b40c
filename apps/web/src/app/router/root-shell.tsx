import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PasswordChangeWatcher } from '@/features/auth/components/password-change-watcher.tsx';
import { useSiteDefaultLanguage } from '@/features/system/lib/use-site-default-language.ts';
import { WithdrawalAwaitingWatcher } from '@/features/wallet/components/awaiting-watcher.tsx';
import { ModalHost } from '../modal-manager/modal-host.tsx';
import { ScrollManager } from './scroll-manager.tsx';

/** Wraps every route: scroll handling, the site's default language, the document title and the modal stack. */
export function RootShell() {
  // t changes with the language and with every text bundle that arrives.
  const { t } = useTranslation();
  useSiteDefaultLanguage();
  useEffect(() => {
    document.title = t('brand.title', { brand: t('brand.name') });
  }, [t]);
  return (
    <>
      <ScrollManager />
      <Outlet />
      <ModalHost />
      <WithdrawalAwaitingWatcher />
      <PasswordChangeWatcher />
    </>
  );
}
