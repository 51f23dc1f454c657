import type { CaptchaType } from '@arenabet/contracts';
import type { SiteSettings } from '@arenabet/domain';
import type { AccountsService } from './modules/accounts/service.ts';
import type { AuthService } from './modules/auth/service.ts';
import type { BetsService } from './modules/bets/service.ts';
import type { CaptchaService } from './modules/captcha/service.ts';
import type { CasinoService } from './modules/casino/service.ts';
import type { FavoritesService } from './modules/favorites/service.ts';
import type { FeedService } from './modules/feed/service.ts';
import type { GameSubscriptionsService } from './modules/game-subscriptions/service.ts';
import type { InformationService } from './modules/information/service.ts';
import type { LivePushHub } from './modules/live-push/hub.ts';
import type { OperatorService } from './modules/operators/service.ts';
import type { ConfirmationCodes } from './modules/outbox/confirmation-codes.ts';
import type { OutboxService } from './modules/outbox/service.ts';
import type { PasswordService } from './modules/password/service.ts';
import type { PaymentRequestsService } from './modules/payment-requests/service.ts';
import type { PaymentsService } from './modules/payments/service.ts';
import type { PhoneActionsService } from './modules/phone-actions/service.ts';
import type { PlayerService } from './modules/players/service.ts';
import type { ProfileService } from './modules/profile/service.ts';
import type { RegistrationService } from './modules/registration/service.ts';
import type { ResponsibleGamblingService } from './modules/responsible-gambling/service.ts';
import type { SecurityQuestionService } from './modules/security-question/service.ts';
import type { SiteConfigService } from './modules/site-config/service.ts';
import type { SocialService } from './modules/social/service.ts';
import type { StatisticsService } from './modules/statistics/service.ts';
import type { SecretName } from './modules/system/secrets.ts';
import type { TranslationService } from './modules/translations/service.ts';
import type { TwoFactorService } from './modules/two-factor/service.ts';
import type { VerificationService } from './modules/verification/service.ts';
import type { Clock } from './platform/clock.ts';
import type { AppConfig } from './platform/config.ts';
import type { Database } from './platform/db/client.ts';

/** What every module's service and routes may use besides other modules' services. */
export interface ModuleDeps {
  db: Database;
  clock: Clock;
  config: AppConfig;
  brandId: number;
  /**
   * The brand's settings as `readSiteSettings` reads them, for a country and language when
   * given (the most specific configuration wins); null when the brand has none.
   */
  siteSettings(scope?: {
    countryId?: number | null;
    language?: string | null;
  }): Promise<SiteSettings | null>;
  /** Without configuration the captcha stays on: a missing setting must not open the door. */
  captchaType(): Promise<CaptchaType>;
  defaultLanguage(): Promise<string>;
  /** A key of the site's, made once and shared by every instance. */
  secret(name: SecretName): Promise<string>;
}

/** Every module's service; modules call each other through these, never each other's tables. */
export interface AppServices {
  operators: OperatorService;
  players: PlayerService;
  accounts: AccountsService;
  payments: PaymentsService;
  paymentRequests: PaymentRequestsService;
  auth: AuthService;
  twoFactor: TwoFactorService;
  captcha: CaptchaService;
  feed: FeedService;
  favorites: FavoritesService;
  outbox: OutboxService;
  codes: ConfirmationCodes;
  registration: RegistrationService;
  responsibleGambling: ResponsibleGamblingService;
  verification: VerificationService;
  securityQuestion: SecurityQuestionService;
  password: PasswordService;
  phoneActions: PhoneActionsService;
  profile: ProfileService;
  social: SocialService;
  siteConfig: SiteConfigService;
  translations: TranslationService;
  information: InformationService;
  livePush: LivePushHub;
  gameSubscriptions: GameSubscriptionsService;
  statistics: StatisticsService;
  bets: BetsService;
  casino: CasinoService;
}
