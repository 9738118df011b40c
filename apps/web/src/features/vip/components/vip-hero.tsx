import type { VipValue } from '@lumen/contracts/member/vip.contract';
import { ArrowDownToLine, CircleCheck, Coins, Crown, Gem } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/data-state/data-state.tsx';
import { minorOf } from '@/features/wallet/lib/money.ts';
import { currentLanguage, languageInfo } from '@/i18n/i18n.ts';

/**
 * The member's standing: the current tier (or none yet), lifetime deposits and turnover, and how
 * far the next tier is, with what each requirement still needs; at the top tier, that it is reached.
 */
export function VipHero({ vip, symbol }: { vip: VipValue; symbol: string }) {
  const { t } = useTranslation();
  const { next } = vip;
  const percent = next ? new Intl.NumberFormat(languageInfo(currentLanguage()).locale, { style: 'percent' }).format(next.percent / 100) : '';
  return (
    <section className="vip-hero" aria-labelledby="vip-hero-title" data-testid="vip-hero" data-level={vip.level}>
      <div className="vip-hero-head">
        <span className="vip-hero-emblem" aria-hidden>
          {vip.level > 0 ? <Crown size={30} /> : <Gem size={30} />}
        </span>
        <div className="vip-hero-tier">
          <p className="vip-hero-kicker">{t('vip.current')}</p>
          <h2 id="vip-hero-title" className="vip-hero-name">
            {vip.level > 0 ? <bdi>{vip.name}</bdi> : t('vip.notYet')}
          </h2>
          {vip.level > 0 && <span className="vip-level-chip">{t('vip.level', { level: vip.level })}</span>}
        </div>
      </div>

      <dl className="vip-hero-stats">
        <div className="vip-hero-stat" data-testid="vip-deposits">
          <dt>
            <ArrowDownToLine size={14} aria-hidden />
            {t('vip.deposits')}
          </dt>
          <dd>
            <Money amount={vip.deposits} symbol={symbol} />
          </dd>
        </div>
        <div className="vip-hero-stat" data-testid="vip-turnover">
          <dt>
            <Coins size={14} aria-hidden />
            {t('vip.turnover')}
          </dt>
          <dd>
            <Money amount={vip.turnover} symbol={symbol} />
          </dd>
        </div>
      </dl>

      {next ? (
        <div className="vip-progress" data-testid="vip-progress">
          <div className="vip-progress-head">
            <span>{t('vip.toNext', { name: next.name, level: next.level })}</span>
            <span className="vip-progress-percent">{percent}</span>
          </div>
          <div
            className="vip-bar"
            role="progressbar"
            aria-label={t('vip.progressTo', { name: next.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={next.percent}
            aria-valuetext={percent}
          >
            <span className="vip-bar-fill" style={{ inlineSize: `${next.percent}%` }} />
          </div>
          <ul className="vip-remaining">
            <Remaining testId="vip-remaining-deposit" label={t('vip.depositRemaining')} met={t('vip.depositMet')} amount={next.depositRemaining} symbol={symbol} />
            <Remaining testId="vip-remaining-turnover" label={t('vip.turnoverRemaining')} met={t('vip.turnoverMet')} amount={next.turnoverRemaining} symbol={symbol} />
          </ul>
        </div>
      ) : (
        <p className="vip-top" data-testid="vip-top">
          <Crown size={18} aria-hidden />
          {t('vip.topReached')}
        </p>
      )}
    </section>
  );
}

function Remaining({ testId, label, met, amount, symbol }: { testId: string; label: string; met: string; amount: string; symbol: string }) {
  const done = minorOf(amount) <= 0n;
  return (
    <li className="vip-remaining-item" data-testid={testId} data-met={done || undefined}>
      {done ? (
        <>
          <CircleCheck size={16} aria-hidden className="vip-met-icon" />
          <span>{met}</span>
        </>
      ) : (
        <>
          <span className="vip-remaining-label">{label}</span>
          <Money amount={amount} symbol={symbol} className="vip-remaining-amount" />
        </>
      )}
    </li>
  );
}
