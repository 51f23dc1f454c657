/*
 * Places and club name patterns per country, as "English|Russian|Arabic". Clubs are invented
 * from real city names and the naming habits of each country (Manchester United, Real Madrid,
 * Borussia Dortmund, Trabzonspor, Al-Nour), so a line reads like a real one.
 */

import { EUROPE_CLUBS } from './club-names-europe.ts';
import { WORLD_CLUBS } from './club-names-world.ts';

export interface ClubNaming {
  /** Cities, "en|ru|ar". */
  cities: readonly string[];
  /** Patterns with {c} for the city, "en|ru|ar"; a pattern without {c} is a whole club name. */
  patterns: readonly string[];
}

/** Club naming by country code. */
export const FOOTBALL_CLUBS: Readonly<Record<string, ClubNaming>> = {
  ...EUROPE_CLUBS,
  ...WORLD_CLUBS,
};

/** North-American style nicknames for hockey and basketball: "Boston Bears". */
export const NICKNAMES: readonly string[] = [
  'Bears|Беарз|بيرز',
  'Wolves|Вулвз|وولفز',
  'Hawks|Хокс|هوكس',
  'Kings|Кингз|كينغز',
  'Rangers|Рейнджерс|رينجرز',
  'Lions|Лайонз|لايونز',
  'Bulls|Буллз|بولز',
  'Eagles|Иглз|إيغلز',
  'Sharks|Шаркс|شاركس',
  'Stars|Старз|ستارز',
  'Titans|Тайтанс|تايتنز',
  'Knights|Найтс|نايتس',
  'Falcons|Фалконс|فالكونز',
  'Panthers|Пантерз|بانثرز',
  'Storm|Шторм|ستورم',
  'Thunder|Тандер|ثاندر',
  'Comets|Кометс|كوميتس',
  'Pirates|Пайрэтс|بايرتس',
  'Mustangs|Мустангс|موستانغز',
  'Grizzlies|Гриззлис|غريزليز',
  'Raptors|Рэпторс|رابتورز',
  'Blizzard|Близзард|بليزارد',
  'Rockets|Рокетс|روكتس',
  'Chargers|Чарджерс|تشارجرز',
];

/** Russian hockey and basketball club words: "Torpedo Omsk". */
export const RUSSIAN_CLUB_WORDS: readonly string[] = [
  'Avangard|Авангард|أفانغارد',
  'Traktor|Трактор|تراكتور',
  'Salavat|Салават|سالافات',
  'Neftekhimik|Нефтехимик|نفتيخيميك',
  'Sibir|Сибирь|سيبير',
  'Amur|Амур|أمور',
  'Torpedo|Торпедо|توربيدو',
  'Dynamo|Динамо|دينامو',
  'Lokomotiv|Локомотив|لوكوموتيف',
  'Metallurg|Металлург|ميتالورغ',
  'Admiral|Адмирал|أدميرال',
  'Severstal|Северсталь|سيفيرستال',
  'Avtomobilist|Автомобилист|أفتوموبيليست',
  'Spartak|Спартак|سبارتاك',
  'Khimik|Химик|خيميك',
  'Ugra|Югра|يوغرا',
];

/** Cities of countries whose teams are named city + nickname (cricket, hockey, basketball). */
export const CITIES: Readonly<Record<string, readonly string[]>> = {
  IN: [
    'Mumbai|Мумбаи|مومباي',
    'Delhi|Дели|دلهي',
    'Chennai|Ченнаи|تشيناي',
    'Kolkata|Калькутта|كولكاتا',
    'Hyderabad|Хайдарабад|حيدر أباد',
    'Bengaluru|Бангалор|بنغالور',
    'Jaipur|Джайпур|جايبور',
    'Lucknow|Лакхнау|لكناو',
    'Ahmedabad|Ахмадабад|أحمد آباد',
    'Pune|Пуна|بونه',
    'Punjab|Пенджаб|البنجاب',
    'Indore|Индаур|إندور',
  ],
  AU: [
    'Sydney|Сидней|سيدني',
    'Melbourne|Мельбурн|ملبورن',
    'Perth|Перт|بيرث',
    'Brisbane|Брисбен|بريسبان',
    'Adelaide|Аделаида|أديلايد',
    'Hobart|Хобарт|هوبارت',
    'Canberra|Канберра|كانبرا',
    'Darwin|Дарвин|داروين',
  ],
  PK: [
    'Lahore|Лахор|لاهور',
    'Karachi|Карачи|كراتشي',
    'Islamabad|Исламабад|إسلام آباد',
    'Peshawar|Пешавар|بيشاور',
    'Quetta|Кветта|كويتا',
    'Multan|Мултан|ملتان',
    'Faisalabad|Фейсалабад|فيصل آباد',
    'Rawalpindi|Равалпинди|روالبندي',
  ],
  CA: [
    'Toronto|Торонто|تورونتو',
    'Montreal|Монреаль|مونتريال',
    'Vancouver|Ванкувер|فانكوفر',
    'Calgary|Калгари|كالغاري',
    'Edmonton|Эдмонтон|إدمونتون',
    'Ottawa|Оттава|أوتاوا',
    'Winnipeg|Виннипег|وينيبيغ',
    'Quebec|Квебек|كيبيك',
    'Halifax|Галифакс|هاليفاكس',
    'Regina|Реджайна|ريجاينا',
  ],
  /** English counties, as their T20 sides are named. */
  GB: [
    'Surrey|Суррей|ساري',
    'Lancashire|Ланкашир|لانكشاير',
    'Yorkshire|Йоркшир|يوركشاير',
    'Essex|Эссекс|إسكس',
    'Kent|Кент|كنت',
    'Somerset|Сомерсет|سومرست',
    'Sussex|Суссекс|ساسكس',
    'Hampshire|Хэмпшир|هامبشاير',
    'Nottinghamshire|Ноттингемшир|نوتينغهامشاير',
    'Warwickshire|Уорикшир|وركشاير',
    'Middlesex|Мидлсекс|ميدلسكس',
    'Durham|Дарем|دورهام',
  ],
  /** The Caribbean's islands and states. */
  WI: [
    'Barbados|Барбадос|باربادوس',
    'Jamaica|Ямайка|جامايكا',
    'Guyana|Гайана|غيانا',
    'Trinbago|Тринбаго|ترينباغو',
    'St Lucia|Сент-Люсия|سانت لوسيا',
    'Antigua|Антигуа|أنتيغوا',
    'St Kitts|Сент-Китс|سانت كيتس',
  ],
};

/** Cricket nicknames: "Mumbai Royals". */
export const CRICKET_NICKNAMES: readonly string[] = [
  'Royals|Роялс|رويالز',
  'Kings|Кингз|كينغز',
  'Titans|Тайтанс|تايتنز',
  'Knights|Найтс|نايتس',
  'Warriors|Уорриорз|ووريورز',
  'Strikers|Страйкерс|سترايكرز',
  'Sixers|Сиксерс|سيكسرز',
  'Hurricanes|Харрикейнс|هاريكينز',
  'Challengers|Челленджерс|تشالنجرز',
  'Gladiators|Гладиаторс|غلادياتورز',
  'Sultans|Султанс|سلطانز',
  'Qalandars|Каландарс|قلندرز',
  'Heat|Хит|هيت',
  'Thunder|Тандер|ثاندر',
];
