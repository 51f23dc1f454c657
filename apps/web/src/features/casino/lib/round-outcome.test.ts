import { blackjack } from '@arenabet/domain/casino/games/blackjack';
import { dealingOrder } from '@arenabet/domain/casino/games/blackjack-cards';
import { dice } from '@arenabet/domain/casino/games/dice';
import { keno } from '@arenabet/domain/casino/games/keno';
import { roulette } from '@arenabet/domain/casino/games/roulette';
import { GEM_MINE_LINES, gemMine } from '@arenabet/domain/casino/games/slot';
import { jackpotWordOf } from '@arenabet/domain/casino/jackpot';
import { FairWords } from '@arenabet/domain/casino/provably-fair';
import { describe, expect, it } from 'vitest';
import { replayRound } from './replay-round.ts';
import { blackjackCard, cardText, multiplierText, outcomeOf, rollText } from './round-outcome.ts';

const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'client', nonce: 4 };
const words = () => new FairWords(seeds);

describe('a round’s outcome as stored', () => {
  it('reads each game’s own outcome', () => {
    expect(outcomeOf('roulette', { pocket: 17, wins: [0] })).toEqual({
      game: 'roulette',
      pocket: 17,
    });
    expect(outcomeOf('dice', { roll: 4217, multiplier: 19_800 })).toEqual({
      game: 'dice',
      roll: 4217,
      multiplier: 19_800,
    });
    const bet = { stake: 100, target: 5_000, direction: 'under' };
    expect(outcomeOf('dice', { roll: 4217, multiplier: 19_800 }, bet)).toMatchObject({
      call: { target: 5_000, under: true },
    });
    expect(outcomeOf('keno', { drawn: [1, 2], hits: [2] }, { picks: [2, 5, 9] })).toEqual({
      game: 'keno',
      drawn: [1, 2],
      hits: [2],
      marked: 3,
    });
    const coup = {
      player: [
        { rank: 'K', suit: 'hearts' },
        { rank: '9', suit: 'clubs' },
      ],
      banker: [
        { rank: '2', suit: 'spades' },
        { rank: '3', suit: 'diamonds' },
      ],
      playerTotal: 9,
      bankerTotal: 5,
      result: 'player',
      wins: { player: 200, banker: 0, tie: 0 },
    };
    expect(outcomeOf('baccarat', coup)).toMatchObject({ game: 'baccarat', result: 'player' });
  });

  it('reads the slot’s spins as the server stores them, and refuses a spin it cannot read', () => {
    const played = gemMine.play(words(), { lineStake: 5 }).outcome;
    const stored = JSON.parse(JSON.stringify(played));
    const read = outcomeOf('gem-mine', stored);
    expect(read?.game === 'gem-mine' && read.spins).toEqual(
      played.spins.map(
        ({ grid, lineWins, scatters, scatterWin, multiplier, freeSpinsWon, win }) => ({
          grid,
          lineWins,
          scatters,
          scatterWin,
          multiplier,
          freeSpinsWon,
          win,
        }),
      ),
    );
    const broken = { spins: [...stored.spins, { ...stored.spins[0], win: '7' }] };
    expect(outcomeOf('gem-mine', broken)).toBeUndefined();
  });

  it('reads a blackjack hand in play and settled, the dealer’s total of the cards shown', () => {
    const open = blackjack.replay(words(), { stake: 10 }, []);
    const stood = blackjack.replay(words(), { stake: 10 }, ['stand']);
    for (const replay of [open, stood]) {
      const { state } = replay;
      const read = outcomeOf('blackjack', JSON.parse(JSON.stringify(state)));
      expect(read).toMatchObject({
        game: 'blackjack',
        over: state.over,
        legalActions: state.legalActions,
        dealer: state.dealerCards.map(blackjackCard),
      });
      const hand = read?.game === 'blackjack' ? read.hands[0] : undefined;
      expect(hand?.cards).toEqual(state.hands[0]?.cards.map(blackjackCard));
    }
    const broken = { ...open.state, legalActions: ['surrender'] };
    expect(outcomeOf('blackjack', broken)).toBeUndefined();
  });

  it('shows nothing for a shape it does not know', () => {
    expect(outcomeOf('roulette', { pocket: '17' })).toBeUndefined();
    expect(outcomeOf('baccarat', { player: [{ rank: 'Z', suit: 'hearts' }] })).toBeUndefined();
    expect(outcomeOf('gem-mine', { stops: [] })).toBeUndefined();
    expect(outcomeOf('keno', null)).toBeUndefined();
  });

  it('writes rolls, multipliers and cards as the table does', () => {
    expect(rollText(4217)).toBe('42.17');
    expect(rollText(5)).toBe('0.05');
    expect(multiplierText(19_800)).toBe('×1.98');
    expect(cardText({ rank: '10', suit: 'spades' })).toBe('10♠');
  });
});

describe('a round recomputed from its seeds', () => {
  it('draws what the game drew, whatever the bet', () => {
    const pocket = roulette.play(words(), { bets: [{ kind: 'straight', numbers: [3], stake: 9 }] })
      .outcome.pocket;
    expect(replayRound('roulette', seeds).outcome).toEqual({ game: 'roulette', pocket });
    const roll = dice.play(words(), { stake: 5, target: 9_000, direction: 'over' }).outcome.roll;
    expect(replayRound('dice', seeds).outcome).toEqual({ game: 'dice', roll });
    const drawn = keno.play(words(), { stake: 5, picks: [4, 8, 15] }).outcome.drawn;
    expect(replayRound('keno', seeds)).toMatchObject({ outcome: { drawn }, blocks: 2 });
  });

  it('turns the slot’s reels as the game did, its wins per line stake of one', () => {
    const played = gemMine.play(words(), { lineStake: 7 }).outcome.spins;
    const { outcome } = replayRound('gem-mine', seeds);
    const spins = outcome.game === 'gem-mine' ? outcome.spins : [];
    expect(spins.map((spin) => spin.grid)).toEqual(played.map((spin) => spin.grid));
    expect(spins.map((spin) => spin.win * 7)).toEqual(played.map((spin) => spin.win));
    expect(gemMine.stakeOf({ lineStake: 7 })).toBe(7 * GEM_MINE_LINES);
    // The jackpot's draw, as the server drew it from the same seeds.
    expect(outcome).toMatchObject({ jackpotWord: jackpotWordOf(seeds) });
  });

  it('reads a spin’s jackpot draw, and leaves out one it cannot read', () => {
    const spins = gemMine.play(words(), { lineStake: 1 }).outcome.spins;
    const won = outcomeOf('gem-mine', { spins, jackpot: { won: true, amount: 123_456 } });
    expect(won).toMatchObject({ jackpot: { won: true, amount: 123_456 } });
    const odd = outcomeOf('gem-mine', { spins, jackpot: { won: 'yes' } });
    expect(odd && 'jackpot' in odd).toBe(false);
  });

  it('lists blackjack’s cards in dealing order, whatever the moves', () => {
    const { outcome } = replayRound('blackjack', seeds);
    const deck = outcome.game === 'blackjack' ? outcome.deck : [];
    expect(deck).toEqual(dealingOrder(words(), deck.length).map(blackjackCard));
    expect(deck.length).toBeGreaterThanOrEqual(10);
  });

  it('deals baccarat as the game does', async () => {
    const { baccarat } = await import('@arenabet/domain/casino/games/baccarat');
    const played = baccarat.play(words(), { tie: 100 }).outcome;
    const { outcome } = replayRound('baccarat', seeds);
    expect(outcome).toEqual({
      game: 'baccarat',
      player: played.player,
      banker: played.banker,
      playerTotal: played.playerTotal,
      bankerTotal: played.bankerTotal,
      result: played.result,
    });
  });
});
