import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/features/wallet/lib/money.ts';
import { useSession } from '@/lib/session.ts';
import { usePointsSummary } from '../api/points.ts';
import { formatPoints, ratioText } from '../lib/points.ts';

/**
 * The rules of the points mall. For a real member they carry the operator's figures (earning rate,
 * ratio, minimum and step) from the summary; visitors, trial accounts and a summary still loading
 * get the general wording, and nothing is asked of the member API for them.
 */
export function PointsRules({ live }: { live: boolean }) {
  const { t } = useTranslation();
  const symbol = useSession((s) => s.member?.currencySymbol ?? '');
  const summary = usePointsSummary(live).data;

  const figures = live && summary;
  return (
    <ol className="point-mall-rules" data-testid="point-mall-rules">
      {figures ? (
        <>
          <li>{t('pointMall.live.earn', { bet: formatMoney(summary.betPerPoint, symbol || summary.currency).trim() })}</li>
          <li>{t('pointMall.live.ratio', { ratio: ratioText(t, summary.pointsPerUnit, symbol || summary.currency) })}</li>
          <li>{t('pointMall.live.min', { count: summary.minRedeemPoints, min: formatPoints(summary.minRedeemPoints) })}</li>
          {summary.step > 1 && <li>{t('pointMall.live.step', { step: formatPoints(summary.step) })}</li>}
        </>
      ) : (
        <>
          <li>{t('pointMall.rules.earn')}</li>
          <li>{t('pointMall.rules.ratio')}</li>
        </>
      )}
      {(['redeem', 'expiry', 'review'] as const).map((rule) => (
        <li key={rule}>{t(`pointMall.rules.${rule}`)}</li>
      ))}
    </ol>
  );
}
