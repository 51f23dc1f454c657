import { useSearchParams } from 'react-router';
import { HeroBanner } from './hero-banner.tsx';
import styles from './home.module.css';
import { SportChips } from './sport-chips.tsx';
import { TopEvents } from './top-events.tsx';
import { TrustTiles } from './trust-tiles.tsx';

/** The landing page. `?sport=<id>` narrows it to a sport (the side menu and chips set it). */
export function HomePage() {
  const [searchParams] = useSearchParams();
  const sportId = Number.parseInt(searchParams.get('sport') ?? '', 10);
  const selectedSport = Number.isInteger(sportId) ? sportId : null;
  return (
    <div className={styles.home} data-testid="home-page">
      <HeroBanner />
      <SportChips selected={selectedSport} />
      <TopEvents sportId={selectedSport} />
      <TrustTiles />
    </div>
  );
}
