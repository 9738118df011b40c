import { type AgentContract, type ContractKind, dividendPeriods, type Settlement } from '@lumen/contracts/agent/salary.contract';
import { useQueryClient } from '@tanstack/react-query';
import { FileSignature, Info, UserPlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, Money } from '@/components/data-state/data-state.tsx';
import { Paginator } from '@/components/paginator/paginator.tsx';
import { Badge } from '@/features/wallet/components/wallet-ui.tsx';
import { formatTime } from '@/lib/dates.ts';
import { ApiError } from '@/lib/api-client.ts';
import { offerableAgentsSearch, offerContract, salaryKey, useContracts, useSettlements } from '../api/salary.ts';
import { ContractCard, ratePercent, SettlementRate } from '../components/contract-parts.tsx';
import { OfferContractForm } from '../components/offer-contract-form.tsx';
import { contractKindPages } from '../lib/agent-pages.ts';
import type { DividendPeriod } from '../lib/offer-form.ts';
import { AgentPanel, dayRange, REPORT_PAGE_SIZE, ReportBody, Td, Th, useCurrencySymbol } from './team-report-parts.tsx';
import '@/components/data-state/data-table.css';
import '../components/salary.css';

/**
 * A settlement's period: the days it covers for a day or longer (the site counts days in UTC), else
 * its start and end times.
 */
export function settlementPeriod(s: Pick<Settlement, 'periodStart' | 'periodEnd'>): string {
  const length = new Date(s.periodEnd).getTime() - new Date(s.periodStart).getTime();
  return length >= 86_400_000 ? dayRange(s.periodStart, s.periodEnd) : `${formatTime(s.periodStart)} – ${formatTime(s.periodEnd)}`;
}

/**
 * One kind of contract in the agent centre (dividends, daily wages, hourly wages, real-time salary):
 * the contract the agent holds from its upline (or the platform) with what it may do about it, the
 * settlements it was paid, and the contracts it gave the agents directly below it, with an offer form.
 */
export function SalaryPanel({ kind, icon }: { kind: ContractKind; icon: ReactNode }) {
  const { t } = useTranslation();
  const page = contractKindPages[kind];
  return (
    <AgentPanel icon={icon} title={t(`agent.page.${page}`)} about={t(`agent.about.${page}`)}>
      <MineSection kind={kind} />
      <RecordsSection kind={kind} />
      <GivenSection kind={kind} />
    </AgentPanel>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="salary-section" aria-labelledby={id}>
      <h2 id={id} className="salary-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The contract the agent holds from its upline (or the platform): to accept, refuse or end. */
function MineSection({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const contracts = useContracts(kind);
  return (
    <Section id={`salary-mine-${kind}`} title={t('salary.mine.title')}>
      <ReportBody query={contracts}>
        {(data) =>
          data.received.length === 0 ? (
            <EmptyState>{t('salary.mine.none')}</EmptyState>
          ) : (
            <div className="salary-contracts">
              {data.received.map((c) => (
                <ContractCard key={c.id} contract={c} side="downline" symbol={symbol} />
              ))}
            </div>
          )
        }
      </ReportBody>
    </Section>
  );
}

/**
 * The contracts the agent gave the agents directly below it, and the offer form; the same call as
 * MineSection answers it (one request for both).
 */
function GivenSection({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const queryClient = useQueryClient();
  const contracts = useContracts(kind);
  return (
    <Section id={`salary-given-${kind}`} title={t('salary.given.title')}>
      <ReportBody query={contracts}>
        {(data) => (
          <>
            {data.given.length === 0 ? (
              <p className="salary-empty-line">{t('salary.given.none')}</p>
            ) : (
              <div className="salary-contracts">
                {data.given.map((c) => (
                  <ContractCard key={c.id} contract={c} side="upline" symbol={symbol} />
                ))}
              </div>
            )}
            <div className="salary-offer">
              <h3 className="salary-offer-title">
                <FileSignature size={18} aria-hidden />
                {t('salary.offer.title')}
              </h3>
              {data.maxOfferRate === null ? (
                <p className="salary-explain">
                  <Info size={16} aria-hidden />
                  {t('salary.offer.noContract', { kind: t(`salary.kind.${kind}`) })}
                </p>
              ) : !data.hasDownlineAgents ? (
                <p className="salary-explain">
                  <Info size={16} aria-hidden />
                  <span>
                    {t('salary.offer.noAgents')}{' '}
                    <Link className="agent-link" to={{ search: '?page=registerCenter' }}>
                      <UserPlus size={14} aria-hidden />
                      {t('agent.page.registerCenter')}
                    </Link>
                  </span>
                </p>
              ) : (
                <>
                  <p className="salary-hint">{t('salary.offer.ownRate', { rate: ratePercent(data.maxOfferRate) })}</p>
                  <OfferContractForm
                    kind={kind}
                    agents={offerableAgentsSearch}
                    partyLabel={t('salary.offer.downline')}
                    maxOfferRate={data.maxOfferRate}
                    period={ownDividendPeriod(kind, data.received)}
                    submit={(body) =>
                      offerContract(body).catch((error: unknown) => {
                        // The agent's own contract ended meanwhile: the section learns it may not offer any more.
                        if (error instanceof ApiError && error.code === 'CONTRACT_REQUIRED') void queryClient.invalidateQueries({ queryKey: salaryKey });
                        throw error;
                      })
                    }
                    onOffered={() => void queryClient.invalidateQueries({ queryKey: salaryKey })}
                  />
                </>
              )}
            </div>
          </>
        )}
      </ReportBody>
    </Section>
  );
}

/** The settlements of the kind, newest first, a page at a time, with the total paid. */
function RecordsSection({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const [pageNo, setPageNo] = useState(1);
  const settlements = useSettlements({ kind, pageNo, pageSize: REPORT_PAGE_SIZE });
  const col = (key: string) => t(`salary.records.col.${key}`);
  // Real-time salary pays on single bets alone: the team's profit and active members play no part.
  const teamFacts = kind !== 'REALTIME_SALARY';

  return (
    <Section id={`salary-records-${kind}`} title={t('salary.records.title')}>
      <ReportBody query={settlements}>
        {(data) => (
          <>
            <dl className="team-totals salary-totals" data-testid="salary-total">
              <div>
                <dt>{t('salary.records.total')}</dt>
                <dd>
                  <Money amount={data.totalAmount} symbol={symbol} />
                </dd>
              </div>
              <div>
                <dt>{t('salary.records.count')}</dt>
                <dd>{data.total}</dd>
              </div>
            </dl>
            {data.list.length === 0 ? (
              <EmptyState>{t('salary.records.none')}</EmptyState>
            ) : (
              <div className="salary-scroll">
                <table className="data-table salary-records" aria-busy={settlements.isFetching}>
                  <thead>
                    <tr>
                      <Th>{col('period')}</Th>
                      <Th num>{col('teamBet')}</Th>
                      {teamFacts && <Th num>{col('teamProfitLoss')}</Th>}
                      {teamFacts && <Th num>{col('activeMembers')}</Th>}
                      <Th num>{col('base')}</Th>
                      <Th num>{col('rate')}</Th>
                      <Th num>{col('gross')}</Th>
                      <Th num>{col('downlineShare')}</Th>
                      <Th num>{col('amount')}</Th>
                      <Th>{col('status')}</Th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((s) => (
                      <tr key={s.id}>
                        <Td label={col('period')} className="salary-nowrap">
                          <span dir="ltr">{settlementPeriod(s)}</span>
                        </Td>
                        <Td label={col('teamBet')} num>
                          <Money amount={s.teamBet} symbol={symbol} />
                        </Td>
                        {teamFacts && (
                          <Td label={col('teamProfitLoss')} num>
                            <Money amount={s.teamProfitLoss} symbol={symbol} signed />
                          </Td>
                        )}
                        {teamFacts && (
                          <Td label={col('activeMembers')} num>
                            {s.activeMembers}
                          </Td>
                        )}
                        <Td label={col('base')} num>
                          <Money amount={s.base} symbol={symbol} />
                        </Td>
                        <Td label={col('rate')} num>
                          <SettlementRate settlement={s} />
                        </Td>
                        <Td label={col('gross')} num>
                          <Money amount={s.gross} symbol={symbol} />
                        </Td>
                        <Td label={col('downlineShare')} num>
                          <Money amount={s.downlineShare} symbol={symbol} />
                        </Td>
                        <Td label={col('amount')} num>
                          <strong>
                            <Money amount={s.amount} symbol={symbol} />
                          </strong>
                        </Td>
                        <Td label={col('status')}>
                          <Badge tone={s.status === 'PAID' ? 'success' : 'muted'}>{t(`salary.settlementStatus.${s.status}`)}</Badge>
                        </Td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Paginator page={data.pageNo} total={data.totalPages} onChange={setPageNo} />
          </>
        )}
      </ReportBody>
    </Section>
  );
}

/** A dividend goes down with the period of the agent's own (the server refuses any other). */
function ownDividendPeriod(kind: ContractKind, received: readonly AgentContract[]): DividendPeriod | undefined {
  if (kind !== 'DIVIDEND') return undefined;
  const period = received.find((c) => c.status === 'ACTIVE')?.period;
  return (dividendPeriods as readonly string[]).includes(period ?? '') ? (period as DividendPeriod) : undefined;
}
