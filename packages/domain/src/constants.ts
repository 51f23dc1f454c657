/*
 * Business constants and limits of the spec (001 section 9, 000 section 9), named in the
 * spec's words. Durations carry their unit in the name. Values the operator can override
 * through the site configuration are the defaults the settings reader falls back to.
 */

// Brand and language
export const DEFAULT_BRAND_ID = 1;
export const DEFAULT_BRAND_NAME = 'Arenabet';
export const RTL_LANGUAGES = ['fa', 'ar', 'he', 'ku', 'ur', 'iq'] as const;

// Coupon (bet slip)
export const COUPON_MAX_BETS = 50;
/** For system or multi coupons. */
export const COUPON_MAX_SYSTEM_BETS = 20;
export const COUPON_HISTORY_DAYS = 7;
/**
 * A live bet waits this long and is checked again before it is accepted: the figure the largest
 * exchange uses for football in play (an established bookmaker uses about 6 s). Pre-match: 0.
 */
export const LIVE_ACCEPTANCE_DELAY_SECONDS = 5;
export const LINE_ACCEPTANCE_DELAY_SECONDS = 0;
/**
 * Cash-out: the house's margin per open leg of a sold bet (the public engines take 2-10 %),
 * and how long a quoted price can be taken, about a live bet's acceptance delay twice over.
 */
export const CASH_OUT_MARGIN_PERCENT = 5;
export const CASH_OUT_QUOTE_SECONDS = 10;
/** The anti-express's margin on its fair odds, in percent (coupon.anti_express_margin_percent). */
export const ANTI_EXPRESS_MARGIN_PERCENT = 6;
/**
 * The bet builder's margin on its legs' fair joint odds, in percent (coupon.builder_margin_percent):
 * above the single markets' 6 %, as the big books' builders are; and the most legs in one
 * builder bet (coupon.builder_max_legs; 0 turns the builder off).
 */
export const BUILDER_MARGIN_PERCENT = 8;
/**
 * Duels (BuildDuel): the house's margin on each outcome's fair odds, in percent. A duel is a
 * market the player makes up, quoted one outcome at a time, so it is kept near the single
 * markets' 6 % rather than the builder's.
 */
export const DUEL_MARGIN_PERCENT = 7;
/** Bet insurance: the house's margin on the fair price of a cover, in percent. */
export const INSURANCE_MARGIN_PERCENT = 10;
/** VIP bets: seconds a trader has to answer a request, and a player to answer a counter-offer. */
export const VIP_DECISION_SECONDS = 120;
export const VIP_ANSWER_SECONDS = 60;
export const BUILDER_MAX_LEGS = 6;
/** Stake and payout limits, in major units of the base currency (USD); the operator sets them. */
export const COUPON_MAX_STAKE = 10_000;
export const COUPON_MAX_PAYOUT = 250_000;
/** What one player may win on one outcome across all their open bets. */
export const OUTCOME_MAX_PAYOUT = 100_000;
/** What one player may win across all their open bets. */
export const PLAYER_MAX_OPEN_PAYOUT = 1_000_000;
/**
 * What the open singles on one outcome may stand to pay, all players together (base currency),
 * before the outcome is suspended for new bets (coupon.outcome_suspend_liability).
 */
export const OUTCOME_SUSPEND_LIABILITY = 50_000;
export const DEFAULT_COEFFICIENT_FORMAT = 0;
export const DEFAULT_CF_VIEW = 0;
export const DEFAULT_CHECK_CF = 0;
export const DEFAULT_MULTI_EVENT = 0;
export const DEFAULT_ALLOWED_BETTING_VIEWS: readonly number[] = [0];
export const MONEY_DISPLAY_DECIMALS = 2;

// Account, registration and sign-in
export const MINIMUM_AGE = 18;
export const AUTO_LOGOFF_MINUTES = 30;
export const REGISTRATION_PAYMENTS_COUNT = 15;
export const DEFAULT_AUTH_MODAL_TYPE = 0;
export const DEFAULT_REGISTRATION_TAB = 'full_reg';
export const DEFAULT_REGISTRATION_SECTION = 'main';
export const DEFAULT_CYBER_VERSION = 1;
/** The recaptcha script is loaded from another domain for this geo country id. */
export const RECAPTCHA_ALTERNATIVE_DOMAIN_GEO_COUNTRY_ID = 90;
export const CAPTCHA_POLL_INTERVAL_MS = 100;
export const CAPTCHA_POLL_ATTEMPTS = 300;
export const DEFAULT_CAPTCHA_TYPE = 'custom';

// Phone
export const PHONE_CODE_MAX_DIGITS = 3;
export const PHONE_MIN_LENGTH = 6;
export const PHONE_MAX_LENGTH = 20;
export const PHONE_CODE_DROPDOWN_HEIGHT_PX = 300;
export const PHONE_CODE_DROPDOWN_WIDTH_PX = 360;
export const PHONE_CODE_ITEM_MIN_SIZE_PX = 32;

// Tokens, dictionaries, caches
export const TOKEN_EXPIRY_MARGIN_MS = 5_000;
/** A request answered 401 is retried after a token refresh at most this many times per url. */
export const UNAUTHORIZED_RETRY_LIMIT = 3;
export const DICTIONARY_CACHE_MS = 15 * 60_000;
/** The app class keeps its dictionary longer than the page-level cache. */
export const APP_DICTIONARY_CACHE_MS = 24 * 60 * 60_000;
export const DEFAULT_EXPIRY_MS = 15 * 60_000;
export const DEFAULT_DICTIONARY_VERSION = 1;

// HTTP client
export const HTTP_TIMEOUT_CODE = 1488;
export const HTTP_DOWNLOAD_TIMEOUT_CODE = 1489;
export const REQUEST_TIMEOUT_MESSAGE = 'Истекло время запроса';
export const REQUEST_CANCELLED_MESSAGE = 'Запрос был отменен';
export const CONFIG_ABSENT_MESSAGE = 'config is absent';

// Line, live and statistics
export const STATISTICS_FRAME_MIN_HEIGHT_PX = 280;
export const COUPON_REPLY_TIMEOUT_MS = 2_000;
export const STATISTICS_TIMEZONE_MIN = -12;
export const STATISTICS_TIMEZONE_MAX = 14;
export const STATISTICS_TABLE_TYPE_MIN = 1;
export const STATISTICS_TABLE_TYPE_MAX = 3;
/** The paging helper's limit is this many times the page number. */
export const PAGING_STEP = 50;
export const SEARCH_INPUT_MAX_LENGTH = 100;

// Tracking
export const TRACKING_SEND_INTERVAL_MS = 3_000;
export const TRACKING_MAX_EVENTS_BEFORE_FLUSH = 10;
export const TRACKING_MAX_REQUESTS_PER_SECOND = 5;
export const TRACKING_SESSION_TIMEOUT_S = 1_800;
export const TRACKING_SESSION_CHECK_INTERVAL_S = 60;
export const AB_DATA_REFRESH_MS = 10 * 60_000;
export const RECORDING_BUFFER_MAX_EVENTS = 250;
export const RECORDING_QUIET_FLUSH_MS = 5_000;
export const TRACKING_GZIP_THRESHOLD_BYTES = 2_048;
export const POINTER_SAMPLING_MS = 100;
/** A route change counts only below this many changes within the window below. */
export const ROUTE_CHANGE_MAX_COUNT = 5;
export const ROUTE_CHANGE_WINDOW_MS = 5_000;
export const ROUTE_CHANGE_INTERACTION_WINDOW_MS = 1_000;

// UI
export const DASHBOARD_GAMES_LIMIT = 20;
export const HEADER_MAX_VISIBLE_ITEMS = 9;
export const NAV_INDENT_PX = 100;
export const OVER_AMOUNT = 4_000_000;
export const MEDIA_PLAYER_MODE = 3;
export const NOTIFICATION_DURATION_MS = 3_000;
export const NOTIFICATION_WIDTH_PX = 260;
/** Scroll-to-top shows after scrolling up this many screen heights. */
export const SCROLL_TO_TOP_SCREENS = 4;
export const DEFAULT_AMOUNT_TEMPLATE = '{value} {currency}';
export const HOVER_TIMEOUT_MS = 200;
export const PRELOADER_LETTER_DELAY_S = 0.25;
export const ASYNC_COMPONENT_DELAY_MS = 200;
export const PAGE_LOAD_WAIT_MS = 10_000;
export const RENDERING_WAIT_STEPS_MS: readonly number[] = [3_000, 7_000];
export const RENDERING_WAIT_MAX_MS = 10_000;
export const SCROLL_MARK_MS = 150;
export const SCROLL_POINTER_EVENTS_RESTORE_MS = 300;
export const MULTISELECT_OPTIONS_LIMIT = 1_000;
export const MULTISELECT_MAX_HEIGHT_PX = 300;
export const MULTISELECT_OPTION_HEIGHT_PX = 40;
export const INFINITE_SCROLL_TRIGGER_PX = 100;
export const VIRTUAL_LIST_BUFFER_PX = 200;
export const VIRTUAL_LIST_RENDERED_ITEMS = 1_000;
export const VIRTUAL_LIST_SORT_DELAY_MS = 300;
export const SELECT_MODAL_SKELETON_ROWS = 5;

// Local storage
export const LOCAL_DATABASE = {
  name: 'localforage',
  storeName: 'keyvaluepairs',
  version: 1,
  size: 4_980_736,
} as const;
export const STATISTICS_HIDDEN_ITEMS_KEY = 'statistics-hidden-items';
export const LEGACY_STATISTICS_HIDE_ITEM_PREFIX = 'stHideItem-';

/** The spec names this threshold without its use; kept so no one invents another value. */
export const UNEXPLAINED_THRESHOLD = 10_000;
export const TENGE_SYMBOL = '₸';
