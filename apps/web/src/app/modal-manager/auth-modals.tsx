import type { LoginValue } from '@lumen/contracts/auth/auth.contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Dialog } from '@/components/dialog/dialog.tsx';
import { isPath, paths } from '@/config/paths.ts';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form.tsx';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.tsx';
import { LoginForm } from '@/features/auth/components/login-form.tsx';
import { RegisterForm } from '@/features/auth/components/register-form.tsx';
import { WarningDialog } from '@/features/auth/components/warning-dialog.tsx';
import { useAnnouncements } from '@/features/content/api/get-announcements.ts';
import { bannersOf } from '@/features/content/lib/banners.ts';
import { closeModal, type ModalEntry, openModal } from '@/lib/modal-store.ts';

/** The account popups: login, register, forgot password, change password, and a plain warning. */
export default function AuthModal({ entry, layer }: { entry: ModalEntry; layer: number }) {
  switch (entry.kind) {
    case 'register':
      return <RegisterModal entry={entry} layer={layer} />;
    case 'forgotPassword':
      return <ForgotPasswordModal entry={entry} layer={layer} />;
    case 'changePassword':
      return <ChangePasswordModal entry={entry} layer={layer} />;
    case 'warning':
      return <WarningModal entry={entry} />;
    default:
      return <LoginModal entry={entry} layer={layer} />;
  }
}

/** Closing a popup that its own route opened (/login, /register) returns to the home page. */
function useCloseToHome(entry: ModalEntry) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return () => {
    closeModal(entry.id);
    const own = entry.kind === 'login' ? paths.login : entry.kind === 'register' ? paths.register : null;
    if (own && isPath(pathname, own)) navigate(paths.home, { replace: true });
  };
}

function AuthBanner({ group }: { group: 'w_login' | 'w_register' | 'w_forget' }) {
  const { data } = useAnnouncements();
  const banner = bannersOf(data?.banners, group)[0];
  if (!banner) return null;
  return <img className="modal-banner" src={banner.url} alt={banner.title} />;
}

function LoginModal({ entry, layer }: { entry: ModalEntry; layer: number }) {
  const { t } = useTranslation();
  const close = useCloseToHome(entry);
  const loginFrom = entry.props.loginFrom === 'agent' ? 'agent' : 'member';
  return (
    <Dialog title={t('auth.loginTitle')} onClose={close} layer={layer} media={<AuthBanner group="w_login" />}>
      <LoginForm
        loginFrom={loginFrom}
        onSuccess={(_value: LoginValue) => closeModal(entry.id)}
        onSwitchToRegister={() => {
          closeModal(entry.id);
          openModal('register');
        }}
        onForgotPassword={() => {
          closeModal(entry.id);
          openModal('forgotPassword');
        }}
      />
    </Dialog>
  );
}

function RegisterModal({ entry, layer }: { entry: ModalEntry; layer: number }) {
  const { t } = useTranslation();
  const close = useCloseToHome(entry);
  const referralCode = typeof entry.props.referralCode === 'string' ? entry.props.referralCode : undefined;
  return (
    <Dialog title={t('auth.registerTitle')} onClose={close} layer={layer} size="lg" media={<AuthBanner group="w_register" />}>
      <RegisterForm
        referralCode={referralCode}
        onSuccess={() => closeModal(entry.id)}
        onSwitchToLogin={() => {
          closeModal(entry.id);
          openModal('login');
        }}
      />
    </Dialog>
  );
}

function ForgotPasswordModal({ entry, layer }: { entry: ModalEntry; layer: number }) {
  const { t } = useTranslation();
  const close = () => closeModal(entry.id);
  return (
    <Dialog title={t('auth.forgotTitle')} onClose={close} layer={layer} media={<AuthBanner group="w_forget" />}>
      <ForgotPasswordForm onClose={close} />
    </Dialog>
  );
}

function ChangePasswordModal({ entry, layer }: { entry: ModalEntry; layer: number }) {
  const { t } = useTranslation();
  const forced = entry.props.forced === true;
  // Forced: the member must change it, so neither Escape nor a close button dismisses it (the
  // marked title hides the dialog's close button, see auth-form.css).
  return (
    <Dialog title={t('auth.changePasswordTitle')} onClose={() => closeModal(entry.id)} dismissible={!forced} layer={layer}>
      <ChangePasswordForm forced={forced} onSuccess={() => closeModal(entry.id)} />
    </Dialog>
  );
}

/** openModal('warning', { message }): a message and a confirm button. */
function WarningModal({ entry }: { entry: ModalEntry }) {
  const message = typeof entry.props.message === 'string' ? entry.props.message : '';
  return <WarningDialog message={message} onConfirm={() => closeModal(entry.id)} />;
}
