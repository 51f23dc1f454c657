/*
 * Regions and their main cities for the registration form's region_id and city_id fields.
 * A PARTIAL set, kept honest: a few main regions of RU, KZ, UA, BY, TR and IN, each with a few
 * main cities. Ids are frozen (a stored city_id must keep meaning the same city): region ids are
 * the country id times 1000 plus a number, city ids the region id times 100 plus a number.
 */
import { type LocalizedName, nameIn } from './localized.ts';

export interface Region {
  readonly id: number;
  readonly countryId: number;
  readonly names: LocalizedName;
  readonly cities: readonly City[];
}

export interface City {
  readonly id: number;
  readonly regionId: number;
  readonly names: LocalizedName;
}

type Names = readonly [ru: string, en: string, ar: string];
type RegionRow = readonly [id: number, names: Names, cities: readonly Names[]];

const names = ([ru, en, ar]: Names): LocalizedName => ({ ru, en, ar });

// Country ids are the site's own (country-ids.ts).
const ROWS: Readonly<Record<number, readonly RegionRow[]>> = {
  // RU
  1: [
    [
      1001,
      ['Москва', 'Moscow', 'موسكو'],
      [
        ['Москва', 'Moscow', 'موسكو'],
        ['Зеленоград', 'Zelenograd', 'زيلينوغراد'],
      ],
    ],
    [
      1002,
      ['Санкт-Петербург', 'Saint Petersburg', 'سانت بطرسبرغ'],
      [
        ['Санкт-Петербург', 'Saint Petersburg', 'سانت بطرسبرغ'],
        ['Колпино', 'Kolpino', 'كولبينو'],
      ],
    ],
    [
      1003,
      ['Московская область', 'Moscow Oblast', 'موسكو أوبلاست'],
      [
        ['Подольск', 'Podolsk', 'بودولسك'],
        ['Химки', 'Khimki', 'خيمكي'],
        ['Балашиха', 'Balashikha', 'بالاشيخا'],
      ],
    ],
    [
      1004,
      ['Свердловская область', 'Sverdlovsk Oblast', 'سفيردلوفسك أوبلاست'],
      [
        ['Екатеринбург', 'Yekaterinburg', 'يكاترينبورغ'],
        ['Нижний Тагил', 'Nizhny Tagil', 'نيجني تاغيل'],
      ],
    ],
    [
      1005,
      ['Новосибирская область', 'Novosibirsk Oblast', 'نوفوسيبيرسك أوبلاست'],
      [
        ['Новосибирск', 'Novosibirsk', 'نوفوسيبيرسك'],
        ['Бердск', 'Berdsk', 'بيردسك'],
      ],
    ],
    [
      1006,
      ['Республика Татарстан', 'Tatarstan', 'تتارستان'],
      [
        ['Казань', 'Kazan', 'قازان'],
        ['Набережные Челны', 'Naberezhnye Chelny', 'نابيريجني تشيلني'],
      ],
    ],
  ],
  // BY
  37: [
    [37001, ['Минск', 'Minsk', 'مينسك'], [['Минск', 'Minsk', 'مينسك']]],
    [
      37002,
      ['Гомельская область', 'Gomel Region', 'منطقة غوميل'],
      [
        ['Гомель', 'Gomel', 'غوميل'],
        ['Мозырь', 'Mozyr', 'موزير'],
      ],
    ],
    [
      37003,
      ['Брестская область', 'Brest Region', 'منطقة بريست'],
      [
        ['Брест', 'Brest', 'بريست'],
        ['Барановичи', 'Baranovichi', 'بارانوفيتشي'],
      ],
    ],
  ],
  // IN
  106: [
    [
      106001,
      ['Махараштра', 'Maharashtra', 'ماهاراشترا'],
      [
        ['Мумбаи', 'Mumbai', 'مومباي'],
        ['Пуна', 'Pune', 'بونه'],
      ],
    ],
    [106002, ['Дели', 'Delhi', 'دلهي'], [['Нью-Дели', 'New Delhi', 'نيودلهي']]],
    [
      106003,
      ['Карнатака', 'Karnataka', 'كارناتاكا'],
      [
        ['Бангалор', 'Bengaluru', 'بنغالور'],
        ['Майсур', 'Mysuru', 'ميسور'],
      ],
    ],
    [
      106004,
      ['Тамилнад', 'Tamil Nadu', 'تاميل نادو'],
      [
        ['Ченнаи', 'Chennai', 'تشيناي'],
        ['Коимбатур', 'Coimbatore', 'كويمباتور'],
      ],
    ],
  ],
  // KZ
  126: [
    [126001, ['Алматы', 'Almaty', 'ألماتي'], [['Алматы', 'Almaty', 'ألماتي']]],
    [126002, ['Астана', 'Astana', 'أستانا'], [['Астана', 'Astana', 'أستانا']]],
    [
      126003,
      ['Карагандинская область', 'Karaganda Region', 'منطقة كاراغاندا'],
      [
        ['Караганда', 'Karaganda', 'كاراغاندا'],
        ['Темиртау', 'Temirtau', 'تيميرتاو'],
      ],
    ],
    [
      126004,
      ['Туркестанская область', 'Turkistan Region', 'منطقة تركستان'],
      [
        ['Туркестан', 'Turkistan', 'تركستان'],
        ['Кентау', 'Kentau', 'كينتاو'],
      ],
    ],
  ],
  // TR
  225: [
    [225001, ['Стамбул', 'Istanbul', 'إسطنبول'], [['Стамбул', 'Istanbul', 'إسطنبول']]],
    [225002, ['Анкара', 'Ankara', 'أنقرة'], [['Анкара', 'Ankara', 'أنقرة']]],
    [225003, ['Измир', 'Izmir', 'إزمير'], [['Измир', 'Izmir', 'إزمير']]],
    [
      225004,
      ['Анталья', 'Antalya', 'أنطاليا'],
      [
        ['Анталья', 'Antalya', 'أنطاليا'],
        ['Аланья', 'Alanya', 'ألانيا'],
      ],
    ],
  ],
  // UA
  230: [
    [230001, ['Киев', 'Kyiv', 'كييف'], [['Киев', 'Kyiv', 'كييف']]],
    [
      230002,
      ['Харьковская область', 'Kharkiv Oblast', 'خاركيف أوبلاست'],
      [['Харьков', 'Kharkiv', 'خاركيف']],
    ],
    [
      230003,
      ['Одесская область', 'Odesa Oblast', 'أوديسا أوبلاست'],
      [
        ['Одесса', 'Odesa', 'أوديسا'],
        ['Измаил', 'Izmail', 'إسماعيل'],
      ],
    ],
    [230004, ['Львовская область', 'Lviv Oblast', 'لفيف أوبلاست'], [['Львов', 'Lviv', 'لفيف']]],
  ],
};

export const REGIONS: readonly Region[] = Object.entries(ROWS).flatMap(([country, rows]) =>
  rows.map(([id, regionNames, cityRows]) => ({
    id,
    countryId: Number(country),
    names: names(regionNames),
    cities: cityRows.map((cityNames, index) => ({
      id: id * 100 + index + 1,
      regionId: id,
      names: names(cityNames),
    })),
  })),
);

const regionById: ReadonlyMap<number, Region> = new Map(REGIONS.map((r) => [r.id, r]));
const cityById: ReadonlyMap<number, City> = new Map(
  REGIONS.flatMap((r) => r.cities.map((c) => [c.id, c] as const)),
);

/** The countries whose regions are known: the form shows region and city only for these. */
export const COUNTRIES_WITH_REGIONS: readonly number[] = Object.keys(ROWS).map(Number);

export interface NamedEntry {
  readonly id: number;
  readonly name: string;
}

export function regionsOf(countryId: number, lang: string): readonly NamedEntry[] {
  return REGIONS.filter((r) => r.countryId === countryId).map((r) => ({
    id: r.id,
    name: nameIn(r.names, lang),
  }));
}

export function citiesOf(regionId: number, lang: string): readonly NamedEntry[] {
  return (regionById.get(regionId)?.cities ?? []).map((c) => ({
    id: c.id,
    name: nameIn(c.names, lang),
  }));
}

export function regionByIdOf(id: number): Region | undefined {
  return regionById.get(id);
}

export function cityByIdOf(id: number): City | undefined {
  return cityById.get(id);
}
