import { fold } from '../fold';

/**
 * The unit words owners write on invoices (lt, en, de, fr, es, short and long) and their UN/ECE Recommendation 20
 * codes (BT-130). A word not here is asked once in the pre-flight and remembered for the business.
 */
const known: Record<string, readonly string[]> = {
  H87: ['pcs', 'pc', 'piece', 'pieces', 'vnt', 'vnt.', 'vienetas', 'vienetai', 'stk', 'stk.', 'stück', 'pièce', 'pièces', 'pce', 'pieza', 'piezas', 'pza', 'ud', 'ud.', 'uds', 'unidad', 'unidades', 'einheit', 'unit', 'units', 'u', 'vnt'],
  C62: ['one', 'ea', 'each'],
  HUR: ['h', 'hr', 'hrs', 'hour', 'hours', 'val', 'val.', 'valanda', 'valandos', 'std', 'std.', 'stunde', 'stunden', 'heure', 'heures', 'hora', 'horas'],
  MIN: ['min', 'min.', 'minute', 'minutes', 'minutė', 'minutės', 'minuten', 'minuto', 'minutos'],
  DAY: ['d', 'day', 'days', 'd.', 'diena', 'dienos', 'tag', 'tage', 'jour', 'jours', 'día', 'días'],
  WEE: ['week', 'weeks', 'sav', 'sav.', 'savaitė', 'woche', 'wochen', 'semaine', 'semaines', 'semana', 'semanas'],
  MON: ['month', 'months', 'mo', 'mėn', 'mėn.', 'mėnuo', 'mėnesiai', 'monat', 'monate', 'mois', 'mes', 'meses'],
  ANN: ['year', 'years', 'yr', 'metai', 'm.', 'jahr', 'jahre', 'an', 'ans', 'année', 'año', 'años'],
  KGM: ['kg', 'kilogram', 'kilograms', 'kilogramas', 'kilogramm', 'kilogramme', 'kilogramo', 'kilogramos'],
  GRM: ['g', 'gram', 'grams', 'gramas', 'gramm', 'gramme', 'gramo', 'gramos'],
  TNE: ['t', 'tonne', 'tonnes', 'tona', 'tonos'],
  MTR: ['m', 'metre', 'metres', 'meter', 'meters', 'metras', 'metrai', 'mètre', 'mètres', 'metro', 'metros'],
  KMT: ['km', 'kilometre', 'kilometres', 'kilometer', 'kilometras', 'kilomètre', 'kilómetro'],
  MTK: ['m2', 'm²', 'kv. m', 'sqm'],
  MTQ: ['m3', 'm³', 'kub. m', 'cbm'],
  LTR: ['l', 'litre', 'litres', 'liter', 'liters', 'litras', 'litrai', 'litro', 'litros'],
  SET: ['set', 'sets', 'kompl', 'kompl.', 'komplektas', 'satz', 'ensemble', 'juego'],
  PR: ['pair', 'pairs', 'pora', 'poros', 'paar', 'paire', 'par'],
  E48: ['service', 'services', 'paslauga', 'paslaugos', 'leistung', 'prestation', 'servicio', 'sesión', 'session'],
  E49: ['working day', 'darbo diena', 'arbeitstag', 'jour ouvré'],
  D64: ['page', 'pages', 'psl', 'psl.', 'puslapis', 'seite', 'seiten', 'página', 'páginas'],
  E34: ['gb', 'gigabyte', 'gigabytes'],
  KWH: ['kwh'],
  XPK: ['pack', 'package', 'pak', 'pak.', 'pakuotė', 'packung', 'paquet', 'paquete'],
};

const byWord = new Map(Object.entries(known).flatMap(([code, words]) => words.map((w) => [fold(w).trim(), code] as const)));

/** The code of a unit word: the owner's own choice first, then the desk's list (case and accents ignored); undefined when unknown. */
export function unitCodeOf(word: string, own: Readonly<Record<string, string>>): string | undefined {
  const key = fold(word).trim();
  const ownCode = Object.entries(own).find(([w]) => fold(w).trim() === key)?.[1];
  return ownCode ?? byWord.get(key) ?? byWord.get(key.replace(/\.$/, ''));
}
