import { expect, type Locator, type Page } from '@playwright/test';

/** The game page's bet builder: its tab, its outcomes as toggles and its slip. */
export class BetBuilderModel {
  readonly tab: Locator;
  readonly root: Locator;
  readonly slip: Locator;
  readonly odds: Locator;
  readonly legs: Locator;
  readonly stake: Locator;
  readonly possibleWin: Locator;
  readonly place: Locator;
  readonly accepted: Locator;
  readonly refused: Locator;
  readonly acceptChanges: Locator;

  constructor(readonly page: Page) {
    this.tab = page.getByTestId('builder-tab');
    this.root = page.getByTestId('bet-builder');
    this.slip = page.getByTestId('builder-slip');
    this.odds = this.slip.getByTestId('builder-odds');
    this.legs = this.slip.getByTestId('builder-leg');
    this.stake = this.slip.getByTestId('builder-stake');
    this.possibleWin = this.slip.getByTestId('builder-possible-win');
    this.place = this.slip.getByTestId('builder-place');
    this.accepted = this.slip.getByTestId('builder-accepted');
    this.refused = this.slip.getByTestId('builder-refused');
    this.acceptChanges = this.slip.getByTestId('builder-accept-changes');
  }

  /** An outcome by its feed key, `group:type[:line]` (`1:1` the home win, `17:9:2.5` over 2.5). */
  outcome(key: string): Locator {
    return this.root.locator(`[data-testid="builder-outcome"][data-key="${key}"]`);
  }

  async open(): Promise<void> {
    // The builder's outcomes are read after the game: the tab shows once they are there.
    await expect(this.tab).toBeVisible({ timeout: 20_000 });
    await this.tab.click();
    await expect(this.tab).toHaveAttribute('aria-selected', 'true');
    await expect(this.root.getByTestId('builder-outcome').first()).toBeVisible();
  }

  async pick(key: string): Promise<void> {
    const outcome = this.outcome(key);
    await outcome.click();
    await expect(outcome).toHaveAttribute('aria-pressed', 'true');
  }

  /** The builder odds on screen, as a number; NaN while there are none. */
  async shownOdds(): Promise<number> {
    return Number(await this.odds.getAttribute('data-odds'));
  }

  /**
   * Places the bet and waits for its answer; a refusal because the price moved meanwhile is
   * taken as a player would, accepting the new price, a few times at most.
   */
  async placeAndWait(): Promise<number> {
    await expect(this.place).toBeEnabled({ timeout: 15_000 });
    await this.place.click();
    for (let attempt = 0; attempt < 3; attempt++) {
      await expect(this.accepted.or(this.refused)).toBeVisible({ timeout: 30_000 });
      if (await this.accepted.isVisible()) break;
      await expect(this.acceptChanges).toBeVisible();
      await this.acceptChanges.click();
    }
    await expect(this.accepted).toBeVisible();
    return Number((await this.accepted.textContent())?.match(/\d+/)?.[0]);
  }
}
