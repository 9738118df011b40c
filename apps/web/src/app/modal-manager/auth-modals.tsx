import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Dialog } from '@/components/dialog/dialog.tsx';
import { paths } from '@/config/paths.ts';
import { LoginForm } from '@/features/auth/components/login-form.tsx';
import { RegisterForm } from '@/features/auth/components/register-form.tsx';
import { useAnnouncements } from '@/features/content/api/get-announcements.ts';
import { bannersOf } from '@/features/content/lib/banners.ts';
import { usePermission } from '@/features/system/api/get-permission.ts';
import { closeModal, type ModalEntry, openModal } from '@/lib/modal-store.ts';

/** The login and register popups. */
export default function AuthModal({ entry, layer }: { entry: ModalEntry; layer: number }) {
  return entry.kind === 'register' ? <RegisterModal entry={entry} layer={layer} /> : <LoginModal entry={entry} layer={layer} />;
}

/** Closing a popup that its own route opened (/login, /register) returns to the home page. */
function useCloseToHome(entry: ModalEntry) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return () => {
    closeModal(entry.id);
    const own = entry.kind === 'login' ? paths.login : entry.kind === 'register' ? paths.register : null;
    if (own && pathname.toLowerCase() === own) navigate(paths.home, { replace: true });
  };
}

function useAfterSignIn(entry: ModalEntry) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    closeModal(entry.id);
    void queryClient.invalidateQueries();
    navigate(paths.home);
  };
}

function AuthBanner({ group }: { group: 'w_login' | 'w_register' }) {
  const { data } = useAnnouncements();
  const banner = bannersOf(data?.banners, group)[0];
  if (!banner) return null;
  return <img className="modal-banner" src={banner.url} alt={banner.title} />;
}

function LoginModal({ entry, layer }: { entry: ModalEntry; layer: number }) {
  const { t } = useTranslation();
  const close = useCloseToHome(entry);
  const done = useAfterSignIn(entry);
  return (
    <Dialog title={t('auth.loginTitle')} onClose={close} layer={layer} media={<AuthBanner group="w_login" />}>
      <LoginForm
        onSuccess={done}
        onSwitchToRegister={() => {
          closeModal(entry.id);
          openModal('register');
        }}
      />
    </Dialog>
  );
}

function RegisterModal({ entry, layer }: { entry: ModalEntry; layer: number }) {
  const { t } = useTranslation();
  const close = useCloseToHome(entry);
  const done = useAfterSignIn(entry);
  const permission = usePermission();
  const referralCode = typeof entry.props.referralCode === 'string' ? entry.props.referralCode : undefined;
  return (
    <Dialog title={t('auth.registerTitle')} onClose={close} layer={layer} size="lg" media={<AuthBanner group="w_register" />}>
      <RegisterForm
        rules={permission.data?.info.registerRules}
        referralCode={referralCode}
        onSuccess={done}
        onSwitchToLogin={() => {
          closeModal(entry.id);
          openModal('login');
        }}
      />
    </Dialog>
  );
}

