// /app/account/myportfolio: Savings, Investments and myPurse from portfolio_summary (spec part 2, section 2).
import { getPortfolio, type PortfolioSummary } from '../../api/account.ts';
import { formatDollars, formatNaira } from '../../lib/format.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { useLoad } from '../../ui/use-load.ts';
import * as styles from './account.css.ts';

interface Figure {
  label: string;
  value: string;
}

function PortfolioCard({ title, total, figures }: { title: string; total: string; figures: Figure[] }) {
  return (
    <li>
      <section className={styles.panel} aria-label={title}>
        <h2>{title}</h2>
        <p className={styles.total}>{total}</p>
        <dl className={styles.figures}>
          {figures.map((f) => (
            <div key={f.label} style={{ display: 'contents' }}>
              <dt className={styles.term}>{f.label}</dt>
              <dd className={styles.value}>{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </li>
  );
}

function Cards({ data: { savings, investment, myPurse } }: { data: PortfolioSummary }) {
  return (
    <ul className={styles.grid}>
      <PortfolioCard
        title="Savings"
        total={formatNaira(savings.totalSavingsBal)}
        figures={[
          { label: 'Naira savings', value: formatNaira(savings.totalNaira) },
          { label: 'Naira interest', value: formatNaira(savings.totalNairaInterest) },
          { label: 'Dollar savings', value: formatDollars(savings.totalDollar) },
          { label: 'Dollar interest', value: formatDollars(savings.totalDollarInterest) },
        ]}
      />
      <PortfolioCard
        title="Investments"
        total={formatNaira(investment.totalInvetmentBal)}
        figures={[
          { label: 'Naira investments', value: formatNaira(investment.investmentNairaBal) },
          { label: 'Dollar investments', value: formatDollars(investment.investmentDollarBal) },
        ]}
      />
      <PortfolioCard
        title="myPurse"
        total={formatNaira(myPurse.totalPurseBal)}
        figures={[
          { label: 'Naira purses', value: formatNaira(myPurse.purseNairaBal) },
          { label: 'Dollar purses', value: formatDollars(myPurse.purseDollarBal) },
        ]}
      />
    </ul>
  );
}

export default function PortfolioPage() {
  const portfolio = useLoad(getPortfolio);
  return (
    <div className={styles.page}>
      <h1>My Portfolio</h1>
      {portfolio.status === 'loading' && <p role="status">Loading your portfolio…</p>}
      {portfolio.status === 'failed' && <LoadFailure error={portfolio.error} onRetry={portfolio.reload} />}
      {portfolio.status === 'ready' && <Cards data={portfolio.data} />}
    </div>
  );
}
