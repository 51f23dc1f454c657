/*
 * The line and live feed for every page of the site. What to use:
 *
 * Reading (TanStack Query hooks; each adds the page's `lng`, shapes the request by the spec's
 * rules and hides the sports the visitor excluded):
 *   useLineGames({ sports: [1], count: 20 })   pre-match games (Get1x2_VZip on LineFeed)
 *   useLiveGames({ champs: [12] })             games in play (Get1x2_VZip on LiveFeed)
 *   useSportsShort('live')                     sports with game counts (GetSportsShortZip)
 *   useChamps('line', sportId)                 a sport's champs (GetChampsZip)
 *   useChamp('line', champId)                  a champ with its games (GetChampZip)
 *   useGame('live', gameId, { subGames })      one game, all markets (GetGameZip)
 *   useTopChamps / useTopGames / useTeamGames / useSearch / useMarketNames
 *   useFeedGames(root, call, params)           any other call that answers games
 *   Data comes in the app's clear names (FeedGame, FeedChamp, FeedOutcome from contracts).
 *
 * Live updates: call `useLiveTopics(['sport:1'])` (or 'live', 'champ:2', 'game:3') on a page that
 * shows those games. The one WebSocket of the tab subscribes, applies every change (odds, locks,
 * scores, status, games leaving or arriving) to the cached answers above, reconnects with
 * backoff, subscribes again and re-reads the feed after a reconnect. `livePush` is the client
 * itself (notifications of subscribed games: `livePush.onNotification`; after signing in or
 * out: `livePush.reconnect()`); `useLivePushState()` tells whether it is connected.
 *
 * Showing:
 *   <FeedGames query={useLiveGames(...)} empty={{ title }} withSports limit />  a hook's games
 *       with loading skeleton, error with retry, empty state (the usual way to show games)
 *   <GameList games withSports withStars />  champs as cards with favourite stars, windowed
 *       when long
 *   <GameRow game resultKind withTotal star />  one game; <ChampHeader ...> its champ's band
 *   <OddsButton outcome label game />  a price in the visitor's coefficient format, flashing on
 *       change, locked with a padlock, in the coupon on a click (the layout's OutcomePicker); <LiveScore live /> and <LiveClock live />
 *   <VirtualList items getKey estimateSize renderItem />  any long list
 *   <FeedPageHeader title sportId icon live lead back actions>, <BackLink to label>  a page's top
 *   <SportChipBar label chips selected>  sports as filter chips (with counts)
 *   <FeedSection id title icon live count more actions>  a titled block of games
 *   <FeedSkeleton />, <FeedEmpty title text action />, <FeedError onRetry />  page states
 *   gamePath(game, lng) / champPath(champ, lng)  links to the game and champ pages
 *   outcomeLabel(outcome, lng), resultKindOf(games), mainTotal(game)  market helpers
 *   useOddsText()  odds -> text in the visitor's format; <OddsFormatSelect /> lets them choose it
 */

export { BackLink } from '../ui/back-link.tsx';
export { type ChampGroup, groupByChamp } from './champ-groups.ts';
export { ChampHeader, countryBeside } from './components/champ-header.tsx';
export { FeedGames } from './components/feed-games.tsx';
export { FeedPageHeader } from './components/feed-page-header.tsx';
export { FeedSection } from './components/feed-section.tsx';
export { FeedEmpty, FeedError, FeedSkeleton } from './components/feed-states.tsx';
export { champPath, GameList } from './components/game-list.tsx';
export { GameRow, gamePath } from './components/game-row.tsx';
export { LiveClock, LiveScore } from './components/live-score.tsx';
export { OddsButton } from './components/odds-button.tsx';
export { OddsFormatSelect } from './components/odds-format-select.tsx';
export {
  type SportChip,
  SportChipBar,
  SportChipBarPlaceholder,
} from './components/sport-chip-bar.tsx';
export { VirtualList } from './components/virtual-list.tsx';
export { FeedCallError, type FeedParams, shapeFeedParams } from './feed-client.ts';
export { FEED_KEY, feedQueryKey } from './feed-keys.ts';
export {
  type FeedQueryOptions,
  prefetchFeedGames,
  prefetchGame,
  useChamp,
  useChamps,
  useFeedGames,
  useGame,
  useLineGames,
  useLiveGames,
  useMarketNames,
  useSearch,
  useSportsShort,
  useTeamGames,
  useTopChamps,
  useTopGames,
} from './feed-queries.ts';
export { clockText, startText } from './game-time.ts';
export { livePush, useLivePushState, useLiveTopics } from './live-push.ts';
export {
  hasTotals,
  mainTotal,
  outcomeLabel,
  type ResultKind,
  resultKindOf,
  resultLabels,
  resultOutcomes,
} from './main-markets.ts';
export {
  type OutcomePick,
  type OutcomePicker,
  OutcomePickerContext,
  type PickGame,
  pickGameOf,
  pickKeyOf,
  useIsPicked,
  useOutcomePicker,
} from './outcome-picker.ts';
export { useOddsText } from './use-odds-text.ts';
