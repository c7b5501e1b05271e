import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { getGetAdminDashboardSuspenseQueryOptions } from '../../api/generated/endpoints/dashboard/dashboard.ts';
import type { DayAmount } from '../../api/generated/model/dayAmount.ts';
import type { DayCount } from '../../api/generated/model/dayCount.ts';
import type { QueueFigure } from '../../api/generated/model/queueFigure.ts';
import { formatDate, formatNumber, formatPercent } from '../../i18n/format.ts';
import type { Language } from '../../i18n/language.ts';
import { muted, page } from '../../styles/layout.css.ts';
import { BarChart } from '../../ui/bar-chart/bar-chart.tsx';
import { Link } from '../../ui/link/link.tsx';
import * as styles from './dashboard.css.ts';
import { activeShare, dashboard, membersTrend, oldestWaiting, perDayTrend } from './messages.ts';
import { unbroken } from '../../i18n/unbroken.ts';

export const adminDashboardQueryOptions = () => getGetAdminDashboardSuspenseQueryOptions();

// The series' days are UTC days: shown as that same day wherever the browser is.
const dayText = (day: string, language: Language) => formatDate(`${day}T12:00:00Z`, language);

function Figure({ name, value, children }: { name: string; value: ReactNode; children?: ReactNode }) {
  return (
    <li className={styles.card}>
      <h2 className={styles.name}>{name}</h2>
      {value}
      {children}
    </li>
  );
}

/**
 * admin/dashboard: members, sign-ups and turnover over 30 days (each with its bars and their table), and the
 * queues waiting for an administrator. A queue whose area is not built yet says so instead of showing 0.
 */
export function AdminDashboardPage() {
  const intl = useIntl();
  const language = intl.locale as Language;
  const { data } = useSuspenseQuery(adminDashboardQueryOptions());
  const count = (value: number) => formatNumber(value, language, 0);

  const perDay = (series: { day: string; value: number; text: string }[], label: string, valueHeader: string) => {
    const highest = series.reduce((best, point) => (point.value > best.value ? point : best), series[0]!);
    const total = series.reduce((sum, point) => sum + point.value, 0);
    return (
      <BarChart
        label={label}
        summary={intl.formatMessage(perDayTrend, {
          total: formatNumber(total, language, 2),
          highest: highest.text,
          day: dayText(highest.day, language),
        })}
        points={series.map((point) => ({
          key: point.day,
          label: dayText(point.day, language),
          value: point.value,
          valueText: point.text,
        }))}
        columns={{ label: intl.formatMessage(dashboard.day), value: valueHeader }}
        showData={intl.formatMessage(dashboard.showData)}
      />
    );
  };
  const counts = (series: DayCount[]) => series.map((p) => ({ day: p.day, value: p.count, text: count(p.count) }));
  const amounts = (series: DayAmount[]) =>
    series.map((p) => ({ day: p.day, value: Number(p.amount), text: formatNumber(p.amount, language, 2) }));

  const queue = (figure: QueueFigure, why: string, link?: ReactNode) =>
    figure.available && figure.count !== null ? (
      <>
        <p className={styles.value}>{count(figure.count)}</p>
        {link}
      </>
    ) : (
      <>
        <p className={styles.unavailable}>{intl.formatMessage(dashboard.unavailable)}</p>
        <p className={muted}>{why}</p>
      </>
    );

  const { members, sign_ups: signUps, turnover } = data;
  const memberSeries = members.series;
  return (
    <div className={page}>
      <p className={muted}>{intl.formatMessage(dashboard.period)}</p>
      <ul className={styles.grid}>
        <Figure
          name={intl.formatMessage(dashboard.members)}
          value={<p className={styles.value}>{count(members.total)}</p>}
        >
          <BarChart
            label={intl.formatMessage(dashboard.membersChart)}
            summary={intl.formatMessage(membersTrend, {
              first: count(memberSeries[0]?.count ?? 0),
              last: count(memberSeries.at(-1)?.count ?? 0),
            })}
            points={memberSeries.map((point) => ({
              key: point.day,
              label: dayText(point.day, language),
              value: point.count,
              valueText: count(point.count),
            }))}
            columns={{ label: intl.formatMessage(dashboard.day), value: intl.formatMessage(dashboard.count) }}
            showData={intl.formatMessage(dashboard.showData)}
          />
          <Link to="/admin/user">{intl.formatMessage(dashboard.openUsers)}</Link>
        </Figure>
        <Figure
          name={intl.formatMessage(dashboard.activeMembers)}
          value={<p className={styles.value}>{count(members.active)}</p>}
        >
          {members.total > 0 && (
            <p className={muted}>
              {intl.formatMessage(activeShare, {
                share: formatPercent((members.active / members.total) * 100, language),
              })}
            </p>
          )}
        </Figure>
        <Figure
          name={intl.formatMessage(dashboard.signUps)}
          value={<p className={styles.value}>{count(signUps.total)}</p>}
        >
          {perDay(
            counts(signUps.series),
            intl.formatMessage(dashboard.signUpsChart),
            intl.formatMessage(dashboard.count),
          )}
        </Figure>
        <Figure
          name={intl.formatMessage(dashboard.turnover)}
          value={<p className={styles.value}>{`${formatNumber(turnover.amount, language, 2)} ${turnover.asset}`}</p>}
        >
          {turnover.purchases === 0 ? (
            <p className={muted}>{intl.formatMessage(dashboard.noPurchase)}</p>
          ) : (
            perDay(
              amounts(turnover.series),
              intl.formatMessage(dashboard.turnoverChart),
              `${intl.formatMessage(dashboard.amount)} (${turnover.asset})`,
            )
          )}
        </Figure>
        <Figure name={intl.formatMessage(dashboard.pendingWithdrawals)} value={null}>
          <p className={styles.value}>{count(data.pending_withdrawals.count)}</p>
          {data.pending_withdrawals.oldest_at !== null && (
            <p className={muted}>
              {intl.formatMessage(oldestWaiting, {
                date: unbroken(formatDate(data.pending_withdrawals.oldest_at, language)),
              })}
            </p>
          )}
          <Link to="/admin/withdrawal-request">{intl.formatMessage(dashboard.openQueue)}</Link>
        </Figure>
        <Figure name={intl.formatMessage(dashboard.pendingKyc)} value={null}>
          <p className={styles.value}>{count(data.pending_kyc.count)}</p>
          <Link to="/admin/setting/kyc">{intl.formatMessage(dashboard.openKycQueue)}</Link>
        </Figure>
        <Figure name={intl.formatMessage(dashboard.openTickets)} value={null}>
          {queue(data.open_tickets, intl.formatMessage(dashboard.ticketsUnavailable))}
        </Figure>
      </ul>
    </div>
  );
}
