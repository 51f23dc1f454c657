/*
 * The hosted page's own texts. The page belongs to the provider, not to the site, so they live
 * here rather than in the site's dictionaries: an outside provider would not read ours.
 */

export const PAGE_LANGUAGES = ['en', 'ru', 'ar'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** Languages written right to left: the page mirrors for them. */
const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'ur', 'ku']);

/*
 * "3\u2011D\u00a0Secure" never breaks across lines; in Arabic it is also isolated (\u2066…\u2069)
 * so the Latin words keep their order inside right-to-left text.
 */
const en = {
  page_title: 'Sandbox Pay — payment to {merchant}',
  provider: 'Sandbox Pay',
  sandbox_badge: 'Sandbox — test payments only',
  pay_to: 'Payment to',
  amount: 'Amount',
  method: 'Method',
  reference: 'Order',
  kind_card: 'Bank card',
  kind_bank_transfer: 'Bank transfer',
  kind_e_wallet: 'E-wallet',
  kind_crypto: 'Cryptocurrency',
  card_number: 'Card number',
  expiry: 'Expiry date',
  expiry_placeholder: 'MM/YY',
  cvc: 'CVC',
  holder: 'Name on card',
  pay: 'Pay {amount}',
  cancel: 'Cancel and return to {merchant}',
  test_cards: 'Test cards',
  test_cards_hint: 'Any future expiry date, any 3-digit CVC and any name.',
  test_actions: 'Test actions',
  expiry_hint: 'Left unpaid, this page closes {minutes} min after it opened.',
  expire_now: 'Simulate expiry now',
  card_succeeds: 'Payment succeeds',
  card_declined: 'Declined by the bank',
  card_three_ds: 'Asks for a 3\u2011D\u00a0Secure code',
  error_card_number: 'Check the card number.',
  error_not_test_card: 'This is a sandbox: use one of the test cards below.',
  error_expiry_format: 'Enter the expiry date as MM/YY.',
  error_expiry_past: 'This card has expired.',
  error_cvc: 'The CVC is 3 or 4 digits.',
  error_holder: 'Enter the name printed on the card.',
  error_summary: 'Please correct the highlighted fields.',
  three_ds_title: 'Confirm the payment',
  three_ds_text:
    'Your bank wants to make sure it is you. Enter the one-time code sent for the card ending {last4}.',
  three_ds_code: 'Confirmation code',
  three_ds_test_code: 'Test code',
  three_ds_confirm: 'Confirm',
  three_ds_wrong: 'Wrong code. Attempts left: {left}.',
  alt_text: 'No card details needed: choose how this test {method} ends.',
  approve: 'Approve test payment',
  decline: 'Decline',
  closed_title: 'This payment is closed',
  closed_succeeded: 'It has already been paid.',
  closed_declined: 'It was declined.',
  closed_cancelled: 'It was cancelled.',
  closed_expired: 'Its time ran out before it was paid.',
  back_to_merchant: 'Return to {merchant}',
  not_found_title: 'Payment not found',
  not_found_text: 'This payment link is wrong or no longer exists.',
  footer: 'No real money moves on this page.',
};

export type PageTextKey = keyof typeof en;
export type PageTexts = Record<PageTextKey, string>;

const ru: PageTexts = {
  page_title: 'Sandbox Pay — оплата для {merchant}',
  provider: 'Sandbox Pay',
  sandbox_badge: 'Песочница — только тестовые платежи',
  pay_to: 'Оплата для',
  amount: 'Сумма',
  method: 'Способ',
  reference: 'Заказ',
  kind_card: 'Банковская карта',
  kind_bank_transfer: 'Банковский перевод',
  kind_e_wallet: 'Электронный кошелёк',
  kind_crypto: 'Криптовалюта',
  card_number: 'Номер карты',
  expiry: 'Срок действия',
  expiry_placeholder: 'ММ/ГГ',
  cvc: 'CVC',
  holder: 'Имя на карте',
  pay: 'Оплатить {amount}',
  cancel: 'Отменить и вернуться в {merchant}',
  test_cards: 'Тестовые карты',
  test_cards_hint: 'Любой будущий срок действия, любой CVC из 3 цифр и любое имя.',
  test_actions: 'Тестовые действия',
  expiry_hint: 'Без оплаты страница закроется через {minutes} мин после открытия.',
  expire_now: 'Истечь сейчас (симуляция)',
  card_succeeds: 'Платёж проходит',
  card_declined: 'Банк отклоняет',
  card_three_ds: 'Запрашивает код 3\u2011D\u00a0Secure',
  error_card_number: 'Проверьте номер карты.',
  error_not_test_card: 'Это песочница: используйте одну из тестовых карт ниже.',
  error_expiry_format: 'Введите срок действия в виде ММ/ГГ.',
  error_expiry_past: 'Срок действия карты истёк.',
  error_cvc: 'CVC — это 3 или 4 цифры.',
  error_holder: 'Введите имя, напечатанное на карте.',
  error_summary: 'Исправьте отмеченные поля.',
  three_ds_title: 'Подтвердите платёж',
  three_ds_text:
    'Банк хочет убедиться, что это вы. Введите одноразовый код для карты, оканчивающейся на {last4}.',
  three_ds_code: 'Код подтверждения',
  three_ds_test_code: 'Тестовый код',
  three_ds_confirm: 'Подтвердить',
  three_ds_wrong: 'Неверный код. Осталось попыток: {left}.',
  alt_text: 'Данные карты не нужны: выберите, чем закончится этот тестовый платёж ({method}).',
  approve: 'Одобрить тестовый платёж',
  decline: 'Отклонить',
  closed_title: 'Этот платёж закрыт',
  closed_succeeded: 'Он уже оплачен.',
  closed_declined: 'Он был отклонён.',
  closed_cancelled: 'Он был отменён.',
  closed_expired: 'Время на оплату истекло.',
  back_to_merchant: 'Вернуться в {merchant}',
  not_found_title: 'Платёж не найден',
  not_found_text: 'Ссылка на оплату неверна или больше не действует.',
  footer: 'На этой странице не движутся настоящие деньги.',
};

const ar: PageTexts = {
  page_title: 'Sandbox Pay — الدفع إلى {merchant}',
  provider: 'Sandbox Pay',
  sandbox_badge: 'بيئة تجريبية — مدفوعات اختبارية فقط',
  pay_to: 'الدفع إلى',
  amount: 'المبلغ',
  method: 'الطريقة',
  reference: 'الطلب',
  kind_card: 'بطاقة مصرفية',
  kind_bank_transfer: 'تحويل مصرفي',
  kind_e_wallet: 'محفظة إلكترونية',
  kind_crypto: 'عملة مشفرة',
  card_number: 'رقم البطاقة',
  expiry: 'تاريخ الانتهاء',
  expiry_placeholder: 'MM/YY',
  cvc: 'رمز CVC',
  holder: 'الاسم على البطاقة',
  pay: 'ادفع {amount}',
  cancel: 'إلغاء والعودة إلى {merchant}',
  test_cards: 'بطاقات الاختبار',
  test_cards_hint: 'أي تاريخ انتهاء مستقبلي، وأي رمز CVC من 3 أرقام، وأي اسم.',
  test_actions: 'إجراءات الاختبار',
  expiry_hint: 'إذا لم تُدفع، تُغلق هذه الصفحة بعد {minutes} دقيقة من فتحها.',
  expire_now: 'محاكاة انتهاء المهلة الآن',
  card_succeeds: 'ينجح الدفع',
  card_declined: 'يرفضه البنك',
  card_three_ds: 'يطلب رمز \u20663\u2011D\u00a0Secure\u2069',
  error_card_number: 'تحقق من رقم البطاقة.',
  error_not_test_card: 'هذه بيئة تجريبية: استخدم إحدى بطاقات الاختبار أدناه.',
  error_expiry_format: 'أدخل تاريخ الانتهاء بصيغة MM/YY.',
  error_expiry_past: 'انتهت صلاحية هذه البطاقة.',
  error_cvc: 'رمز CVC مكوّن من 3 أو 4 أرقام.',
  error_holder: 'أدخل الاسم المطبوع على البطاقة.',
  error_summary: 'يرجى تصحيح الحقول المحددة.',
  three_ds_title: 'تأكيد الدفع',
  three_ds_text:
    'يريد البنك التأكد من هويتك. أدخل الرمز لمرة واحدة الخاص بالبطاقة المنتهية بـ {last4}.',
  three_ds_code: 'رمز التأكيد',
  three_ds_test_code: 'رمز الاختبار',
  three_ds_confirm: 'تأكيد',
  three_ds_wrong: 'رمز خاطئ. المحاولات المتبقية: {left}.',
  alt_text: 'لا حاجة لبيانات البطاقة: اختر كيف ينتهي هذا الدفع التجريبي ({method}).',
  approve: 'الموافقة على الدفع التجريبي',
  decline: 'رفض',
  closed_title: 'هذا الدفع مغلق',
  closed_succeeded: 'تم دفعه بالفعل.',
  closed_declined: 'تم رفضه.',
  closed_cancelled: 'تم إلغاؤه.',
  closed_expired: 'انتهى الوقت المخصص للدفع.',
  back_to_merchant: 'العودة إلى {merchant}',
  not_found_title: 'الدفع غير موجود',
  not_found_text: 'رابط الدفع هذا غير صحيح أو لم يعد موجودًا.',
  footer: 'لا تنتقل أموال حقيقية في هذه الصفحة.',
};

const TEXTS: Record<PageLanguage, PageTexts> = { en, ru, ar };

export interface PageLocale {
  /** The language the page is written in (English when the checkout's is not one of ours). */
  language: PageLanguage;
  dir: 'ltr' | 'rtl';
  text(key: PageTextKey, values?: Record<string, string | number>): string;
}

/** 'ar', 'ru-RU', 'fa'…: the texts in that language, mirrored when it is written right to left. */
export function pageLocale(checkoutLanguage: string): PageLocale {
  const base = checkoutLanguage.toLowerCase().split(/[-_]/)[0] ?? '';
  const language = (PAGE_LANGUAGES as readonly string[]).includes(base)
    ? (base as PageLanguage)
    : 'en';
  const texts = TEXTS[language];
  return {
    language,
    dir: RTL_LANGUAGES.has(base) ? 'rtl' : 'ltr',
    text: (key, values = {}) =>
      texts[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
      ),
  };
}
