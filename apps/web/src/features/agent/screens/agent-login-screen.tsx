import { BadgeDollarSign, Clock3, KeyRound, Network, ShieldCheck } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './agent.css';

interface AgentLoginScreenProps {
  loginForm: ReactNode;
  brand: ReactNode;
  /** Opens the change-password popup (signed in), or asks for it after the login (signed out). */
  onChangePassword: () => void;
  /** The change was asked for while signed out: the form takes the focus and a note says the change follows the login. */
  signInToChange?: boolean;
}

/** The agent login page (/agent): why to become an agent, the agent login form, password change, support hours. */
export function AgentLoginScreen({ loginForm, brand, onChangePassword, signInToChange = false }: AgentLoginScreenProps) {
  const { t } = useTranslation();
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (signInToChange) card.current?.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus();
  }, [signInToChange]);
  const points = [
    { icon: <BadgeDollarSign size={22} />, title: t('agent.pitch.commissionTitle'), text: t('agent.pitch.commissionText') },
    { icon: <Network size={22} />, title: t('agent.pitch.teamTitle'), text: t('agent.pitch.teamText') },
    { icon: <ShieldCheck size={22} />, title: t('agent.pitch.payoutTitle'), text: t('agent.pitch.payoutText') },
  ];
  return (
    <div className="agent-login">
      <div className="agent-login-brand">{brand}</div>
      <div className="agent-login-grid">
        <section className="agent-pitch" aria-labelledby="agent-pitch-title">
          <p className="agent-eyebrow">{t('agent.eyebrow')}</p>
          <h1 id="agent-pitch-title" className="agent-headline">
            {t('agent.headline')}
          </h1>
          <p className="agent-lead">{t('agent.lead')}</p>
          <ul className="agent-points">
            {points.map((p) => (
              <li key={p.title}>
                <span className="agent-point-icon" aria-hidden>
                  {p.icon}
                </span>
                <div>
                  <h2>{p.title}</h2>
                  <p>{p.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <section ref={card} className="agent-login-card card" aria-labelledby="agent-login-title">
          <h2 id="agent-login-title">{t('agent.loginTitle')}</h2>
          {loginForm}
          <button type="button" className="agent-link" onClick={onChangePassword}>
            <KeyRound size={16} aria-hidden />
            {t('agent.changePassword')}
          </button>
          {signInToChange && (
            <p className="agent-note" role="status">
              {t('agent.changePasswordSignIn')}
            </p>
          )}
          <p className="agent-support">
            <Clock3 size={16} aria-hidden />
            {t('agent.supportHours')}
          </p>
        </section>
      </div>
    </div>
  );
}
