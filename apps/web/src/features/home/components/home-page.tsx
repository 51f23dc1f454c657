import { useSearchParams } from 'react-router';
import { DashboardTiles } from './dashboard-tiles.tsx';
import { HeroBanner } from './hero-banner.tsx';
import styles from './home.module.css';
import { LiveNow } from './live-now.tsx';
import { SportChips } from './sport-chips.tsx';
import { TopEvents } from './top-events.tsx';
import { TrustTiles } from './trust-tiles.tsx';
import { Upcoming } from './upcoming.tsx';

/** The landing page. `?sport=<id>` narrows its lists to a sport (the chips set it). */
export function HomePage() {
  const [searchParams] = useSearchParams();
  const sportId = Number.parseInt(searchParams.get('sport') ?? '', 10);
  const selectedSport = Number.isInteger(sportId) && sportId > 0 ? sportId : null;
  return (
    <div className={styles.home} data-testid="home-page">
      <HeroBanner />
      <SportChips selected={selectedSport} />
      <DashboardTiles />
      <LiveNow sportId={selectedSport} />
      <TopEvents sportId={selectedSport} />
      <Upcoming sportId={selectedSport} />
      <TrustTiles />
    </div>
  );
}
