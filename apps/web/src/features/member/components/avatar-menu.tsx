import type { MemberInfo } from '@lumen/contracts/auth/auth.contract';
import { Copy, FileClock, Headset, LogOut, Mail, ShieldCheck, UserRound, Users } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberPage } from '../lib/member-pages.ts';
import { copyText } from '@/lib/clipboard.ts';
import { CopySuccessDialog } from './copy-success-dialog.tsx';
import './account.css';

export interface ServiceChannel {
  key: string;
  name: string;
  icon?: string;
  open: () => void;
}

interface AvatarMenuProps {
  member: MemberInfo;
  isAgent: boolean;
  /** Unread platform messages are counted for real members only. */
  showUnread: boolean;
  onOpenPage: (page: MemberPage) => void;
  /** VIP3: while the operator runs VIP, a VIP member's label leads to the VIP page. */
  vipOn?: boolean;
  onAgentCentre: () => void;
  customerService: readonly ServiceChannel[];
  onSignOut: () => void;
}

/**
 * The avatar and its menu (account, ID to copy, shortcuts, sign out), and beside it a VIP member's
 * label and rank, which opens the VIP page.
 */
export function AvatarMenu({ member, isAgent, showUnread, onOpenPage, vipOn = true, onAgentCentre, customerService, onSignOut }: AvatarMenuProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [csOpen, setCsOpen] = useState(false);
  /** The copy's answer on screen: copied, or refused by the browser (the ID shown to copy by hand). */
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const choose = (action: () => void) => () => {
    setOpen(false);
    setCsOpen(false);
    action();
  };

  const copyId = async () => {
    const done = await copyText(member.id);
    setOpen(false);
    setCopied(done ? 'copied' : 'failed');
  };

  const initial = (member.nickname || member.account).trim().charAt(0).toUpperCase();
  const unread = showUnread ? member.unreadMessage : 0;

  return (
    <div className="avatar-menu" ref={rootRef}>
      <button
        type="button"
        className="avatar-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('account.menu')}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="avatar-circle" aria-hidden>
          {initial || <UserRound size={18} />}
        </span>
      </button>
      {member.hasVip && vipOn && (
        <button type="button" className="vip-badge" title={t('account.vipPage')} onClick={() => onOpenPage('vip')}>
          <span className="vip-badge-label">{member.vipLabelName}</span>
          <span className="vip-badge-rank">{t('account.vipRank', { level: member.vipRankLevel })}</span>
        </button>
      )}
      {open && (
        <div className="avatar-panel" id={panelId}>
          <div className="avatar-panel-head">
            <p className="avatar-panel-name">{member.account}</p>
            <p className="avatar-panel-id">
              <span>{t('account.id')}</span>
              <bdi>{member.id}</bdi>
              <button type="button" className="balance-action" onClick={() => void copyId()} aria-label={t('account.copyId')} title={t('account.copyId')}>
                <Copy size={14} aria-hidden />
              </button>
            </p>
          </div>
          <ul className="avatar-panel-list">
            <Item icon={<ShieldCheck size={17} />} label={t('member.page.securityCenter')} onClick={choose(() => onOpenPage('securityCenter'))} />
            <Item icon={<FileClock size={17} />} label={t('member.page.personalHistoryCopy')} onClick={choose(() => onOpenPage('personalHistoryCopy'))} />
            <Item
              icon={<Mail size={17} />}
              label={t('account.platformInfo')}
              badge={unread > 0 ? unread : undefined}
              badgeLabel={t('account.unread', { count: unread })}
              onClick={choose(() => onOpenPage('messageV2'))}
            />
            {customerService.length > 0 && (
              <li>
                <button
                  type="button"
                  className="menu-item"
                  aria-expanded={customerService.length > 1 ? csOpen : undefined}
                  onClick={customerService.length === 1 && customerService[0] ? choose(customerService[0].open) : () => setCsOpen((o) => !o)}
                >
                  <Headset size={17} aria-hidden />
                  {t('menu.customerService')}
                </button>
                {csOpen && customerService.length > 1 && (
                  <ul className="avatar-panel-sublist">
                    {customerService.map((c) => (
                      <li key={c.key}>
                        <button type="button" className="menu-item" onClick={choose(c.open)}>
                          {c.icon && <img src={c.icon} alt="" className="avatar-panel-cs-icon" />}
                          {c.name}
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            )}
            {isAgent && <Item icon={<Users size={17} />} label={t('account.agentCentre')} onClick={choose(onAgentCentre)} />}
            <Item icon={<LogOut size={17} className="flip-rtl" />} label={t('account.signOut')} onClick={choose(onSignOut)} />
          </ul>
        </div>
      )}
      {copied && <CopySuccessDialog text={member.id} failed={copied === 'failed'} onClose={() => setCopied(null)} />}
    </div>
  );
}

function Item({ icon, label, onClick, badge, badgeLabel }: { icon: ReactNode; label: string; onClick: () => void; badge?: number; badgeLabel?: string }) {
  return (
    <li>
      <button type="button" className="menu-item" onClick={onClick}>
        <span aria-hidden className="avatar-panel-icon">
          {icon}
        </span>
        <span className="avatar-panel-label">{label}</span>
        {badge !== undefined && (
          <span className="count-badge" role="img" aria-label={badgeLabel}>
            {badge > 99 ? '99+' : badge}
          </span>
        )}
      </button>
    </li>
  );
}
