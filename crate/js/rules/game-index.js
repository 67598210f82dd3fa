// An index of many games: each game's headers for a list that can be
// searched and filtered, and its opening (the main line's first plies, by
// position key) for an opening explorer. It keeps no moves and no PGN text:
// a game's `offset` and `length` in its file say where to read it again
// (openGame). Positions are compared by Zobrist key, so transpositions meet.
//
//   const index = new GameIndex();
//   for await (const { chess, offset, length } of readGames(file, { places: true })) {
//     index.add(chess, { offset, length });
//     chess.free();
//   }
//   index.explore(new Chess()).moves[0]; // { uci: 'e2e4', san: 'e4', games: 812, … }
//
// The explorer reads a flat table of (position key, game, move) entries,
// one a ply: a position's answer is one pass over a Float64Array (4 million
// entries, 100,000 games of 40 plies, in a few milliseconds), and the index
// can be asked while games are still being added.
import { Chess, mainlineKeys } from './chess.js';
import { describe, options } from './check.js';

/** How many plies of each game's main line the explorer keeps, by default. */
export const DEFAULT_INDEX_PLIES = 40;

const RESULT_CODES = { '1-0': 1, '1/2-1/2': 2, '0-1': 3 };
const RESULTS = ['*', '1-0', '1/2-1/2', '0-1'];
/** lichess's speeds, by a game's estimated length (initial seconds + 40 × increment). */
export const SPEEDS = Object.freeze(['ultraBullet', 'bullet', 'blitz', 'rapid', 'classical', 'correspondence']);
const PROMOTIONS = ['', 'n', 'b', 'r', 'q'];
/** The columns with one value a ply of a game's opening (the others have one a game). */
const ENTRY_COLUMNS = ['keys', 'games', 'moves'];
const FILTER_KEYS = ['player', 'color', 'result', 'opening', 'minRating', 'maxRating', 'speeds', 'since', 'until'];

/** A time control written as tournament PGNs write it: '15 min. + 10 s. per move', '90 min + 30 sec', '5 min'. */
const WRITTEN_TIME_CONTROL = /^(\d+)\s*min(?:ute)?s?\.?(?:\s*\+\s*(\d+)\s*s(?:ec(?:ond)?s?)?\.?)?(?:\s+(?:per|a)\s+move)?$/i;

/**
 * The speed lichess gives a PGN `TimeControl` tag: `'180+2'` is blitz
 * (180 + 40 × 2 = 260 s), `'-'` or `'1/86400'` correspondence; a tag
 * written in minutes and seconds (`'15 min. + 10 s. per move'`) is read as
 * such; undefined for a tag that says nothing.
 * @param {unknown} timeControl
 */
export function speedOf(timeControl) {
  if (typeof timeControl !== 'string') return undefined;
  const text = timeControl.trim();
  if (text === '-' || /^\d+\/\d+$/.test(text)) return 'correspondence';
  const written = WRITTEN_TIME_CONTROL.exec(text);
  if (written) return speedOfSeconds(Number(written[1]) * 60, Number(written[2] ?? 0));
  const match = /^(\d+)(?:\+(\d+))?$/.exec(text);
  if (!match) return undefined;
  return speedOfSeconds(Number(match[1]), Number(match[2] ?? 0));
}

/** lichess's speed for a game of `initial` seconds and `increment` seconds a move. */
function speedOfSeconds(initial, increment) {
  const estimate = initial + 40 * increment;
  if (estimate < 30) return 'ultraBullet';
  if (estimate < 180) return 'bullet';
  if (estimate < 480) return 'blitz';
  if (estimate < 1500) return 'rapid';
  return 'classical';
}

/** A date tag or filter ('2024.05.17', '2024-05', '2024') as a number yyyymmdd (unknown parts 0), or 0. */
function dateNumber(text, fill = 0) {
  if (typeof text !== 'string') return 0;
  const match = /^(\d{4})(?:[.\-/](\d{2}|\?\?))?(?:[.\-/](\d{2}|\?\?))?/.exec(text.trim());
  if (!match) return 0;
  const part = (value) => (value === undefined || value === '??' ? fill : Number(value));
  return Number(match[1]) * 10000 + part(match[2]) * 100 + part(match[3]);
}

/** A growing typed array. */
class Column {
  constructor(Type, capacity = 1024) {
    this.Type = Type;
    this.data = new Type(capacity);
    this.length = 0;
  }

  static of(data) {
    const column = new Column(data.constructor, Math.max(1, data.length));
    column.data.set(data);
    column.length = data.length;
    return column;
  }

  push(value) {
    if (this.length === this.data.length) this.#grow(this.length + 1);
    this.data[this.length] = value;
    this.length += 1;
  }

  /** Makes room for `count` more values. */
  reserve(count) {
    if (this.length + count > this.data.length) this.#grow(this.length + count);
  }

  #grow(needed) {
    let capacity = this.data.length * 2;
    while (capacity < needed) capacity *= 2;
    const data = new this.Type(capacity);
    data.set(this.data.subarray(0, this.length));
    this.data = data;
  }

  /** The values, trimmed. */
  values() {
    return this.data.slice(0, this.length);
  }
}

/** Strings kept once each, referred to by number. */
class StringTable {
  constructor(strings = ['']) {
    this.strings = strings;
    this.numbers = new Map(strings.map((text, i) => [text, i]));
  }

  number(text) {
    const value = typeof text === 'string' ? text : '';
    let number = this.numbers.get(value);
    if (number === undefined) {
      number = this.strings.length;
      this.strings.push(value);
      this.numbers.set(value, number);
    }
    return number;
  }
}

const rating = (text) => {
  const value = Number.parseInt(text, 10);
  return Number.isInteger(value) && value > 0 && value < 65536 ? value : 0;
};

/** A position as the explorer keys it: a Chess (its current position) or a FEN. */
function positionOf(position, what) {
  if (position instanceof Chess) return { chess: position, owned: false };
  if (typeof position !== 'string') throw new TypeError(`${what} needs a Chess or a FEN string, got ${describe(position)}`);
  try {
    return { chess: new Chess(position), owned: true };
  } catch (error) {
    try {
      return { chess: new Chess(position, { chess960: true }), owned: true };
    } catch {
      throw error;
    }
  }
}

const keyOf = (chess) => Number.parseInt(chess.hash().slice(0, 13), 16);

/**
 * Games by their headers and openings. Add games as they are read; ask
 * `games()` for a filtered list and `explore()` for the moves played from a
 * position.
 */
export class GameIndex {
  #maxPlies;
  #openings;
  // One value a game.
  #white = new Column(Uint32Array);
  #black = new Column(Uint32Array);
  #whiteElo = new Column(Uint16Array);
  #blackElo = new Column(Uint16Array);
  #result = new Column(Uint8Array);
  #date = new Column(Uint32Array);
  #dateText = new Column(Uint32Array);
  #speed = new Column(Uint8Array);
  #plies = new Column(Uint32Array);
  #event = new Column(Uint32Array);
  #opening = new Column(Uint32Array);
  #eco = new Column(Uint32Array);
  #timeControl = new Column(Uint32Array);
  #offset = new Column(Float64Array);
  #length = new Column(Float64Array);
  #players = new StringTable();
  #texts = new StringTable();
  // One entry a ply of each game's opening.
  #keys = new Column(Float64Array, 1 << 16);
  #games = new Column(Uint32Array, 1 << 16);
  #moves = new Column(Uint16Array, 1 << 16);

  /**
   * `maxPlies`: how many plies of each game's main line the explorer keeps
   * (40 by default); `openings`: an `Openings` (ferrochess/openings) to name
   * the opening of a game whose headers do not.
   * @param {{ maxPlies?: number, openings?: any }} [opts]
   */
  constructor(opts = {}) {
    const { maxPlies = DEFAULT_INDEX_PLIES, openings } = options(opts, 'GameIndex', ['maxPlies', 'openings']);
    if (!Number.isInteger(maxPlies) || maxPlies < 0 || maxPlies > 1000) {
      throw new RangeError(`GameIndex: maxPlies must be an integer from 0 to 1000, got ${describe(maxPlies)}`);
    }
    if (openings !== undefined && typeof openings?.of !== 'function') {
      throw new TypeError(`GameIndex: openings must be an Openings (ferrochess/openings), got ${describe(openings)}`);
    }
    this.#maxPlies = maxPlies;
    this.#openings = openings;
  }

  /** How many games the index holds. */
  get size() {
    return this.#white.length;
  }

  /** How many plies of each game the explorer keeps. */
  get maxPlies() {
    return this.#maxPlies;
  }

  /**
   * Adds a game (its headers and main line as they are now; the Chess is
   * not kept). `place`: where it sits in its file (`offset`, `length`, as
   * readGames gives them with `{ places: true }`). Returns its number.
   */
  /**
   * @param {any} chess
   * @param {any} [place] checked here: it comes from the caller
   */
  add(chess, place = {}) {
    if (!(chess instanceof Chess)) throw new TypeError(`GameIndex#add needs a Chess, got ${describe(chess)}`);
    if (place === null || typeof place !== 'object') throw new TypeError(`GameIndex#add: place must be an object { offset, length }, got ${describe(place)}`);
    // The seven-tag roster's placeholders ('?', '????.??.??') say nothing.
    const headers = Object.fromEntries(Object.entries(chess.getHeaders()).filter(([, value]) => !/^[?.\s]*$/.test(value)));
    const { plies: length, keys } = mainlineKeys(chess, this.#maxPlies);
    const id = this.size;
    let opening = headers.Opening;
    let eco = headers.ECO;
    if (opening === undefined && this.#openings) {
      const named = this.#openings.of(chess);
      opening = named?.name;
      eco ??= named?.eco;
    }
    this.#white.push(this.#players.number(headers.White));
    this.#black.push(this.#players.number(headers.Black));
    this.#whiteElo.push(rating(headers.WhiteElo));
    this.#blackElo.push(rating(headers.BlackElo));
    this.#result.push(RESULT_CODES[headers.Result] ?? 0);
    const date = headers.Date ?? headers.UTCDate;
    this.#date.push(dateNumber(date));
    this.#dateText.push(this.#texts.number(date));
    const speed = speedOf(headers.TimeControl);
    this.#speed.push(speed === undefined ? 0 : SPEEDS.indexOf(speed) + 1);
    this.#plies.push(length);
    this.#event.push(this.#texts.number(headers.Event));
    this.#opening.push(this.#texts.number(opening));
    this.#eco.push(this.#texts.number(eco));
    this.#timeControl.push(this.#texts.number(headers.TimeControl));
    this.#offset.push(Number.isFinite(place.offset) ? place.offset : -1);
    this.#length.push(Number.isFinite(place.length) ? place.length : -1);
    const plies = keys.length / 2;
    this.#keys.reserve(plies);
    this.#games.reserve(plies);
    this.#moves.reserve(plies);
    for (let i = 0; i < keys.length; i += 2) {
      this.#keys.push(keys[i]);
      this.#games.push(id);
      this.#moves.push(keys[i + 1]);
    }
    return id;
  }

  /**
   * Game `id`'s facts: `{ id, white, black, whiteElo, blackElo, result,
   * date, event, timeControl, speed, opening, eco, plies, offset, length }`
   * (ratings 0 and strings '' where the headers say nothing; `offset` -1
   * when it was added without a place).
   */
  game(id) {
    if (!Number.isInteger(id) || id < 0 || id >= this.size) {
      throw new RangeError(`GameIndex#game: no game ${describe(id)} (the index holds ${this.size})`);
    }
    const text = (column) => this.#texts.strings[column.data[id]];
    return {
      id,
      white: this.#players.strings[this.#white.data[id]],
      black: this.#players.strings[this.#black.data[id]],
      whiteElo: this.#whiteElo.data[id],
      blackElo: this.#blackElo.data[id],
      result: RESULTS[this.#result.data[id]],
      date: text(this.#dateText),
      event: text(this.#event),
      timeControl: text(this.#timeControl),
      speed: SPEEDS[this.#speed.data[id] - 1] ?? '',
      opening: text(this.#opening),
      eco: text(this.#eco),
      plies: this.#plies.data[id],
      offset: this.#offset.data[id],
      length: this.#length.data[id],
    };
  }

  /**
   * The games that pass `filter`, in the order they were added: `{ total,
   * games }`, `games` the `limit` (50) from `offset` (0) on, as game() gives them.
   */
  games(filter = {}, page = {}) {
    const { offset = 0, limit = 50 } = options(page, 'GameIndex#games', ['offset', 'limit']);
    if (!Number.isInteger(offset) || offset < 0) throw new RangeError(`GameIndex#games: offset must be a non-negative integer, got ${describe(offset)}`);
    if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`GameIndex#games: limit must be a non-negative integer, got ${describe(limit)}`);
    const passes = this.#matcher(filter, 'GameIndex#games');
    const games = [];
    let total = 0;
    for (let id = 0; id < this.size; id += 1) {
      if (!passes(id)) continue;
      if (total >= offset && games.length < limit) games.push(this.game(id));
      total += 1;
    }
    return { total, games };
  }

  /**
   * The moves played from `position` (a Chess's current position, or a
   * FEN) in the games that pass `filter`, most played first: `{ total,
   * white, draws, black, moves, games }`; each move `{ uci, san, games,
   * white, draws, black, averageRating }` (`white`, `draws`, `black` count
   * games by result; `averageRating` of both players, 0 when none is
   * rated), `games` the `limit` (10) latest games that reached the
   * position. Only the first `maxPlies` plies of each game count.
   */
  explore(position, filter = {}, opts = {}) {
    const { limit = 10 } = options(opts, 'GameIndex#explore', ['limit']);
    if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`GameIndex#explore: limit must be a non-negative integer, got ${describe(limit)}`);
    const passes = this.#matcher(filter, 'GameIndex#explore');
    const { chess, owned } = positionOf(position, 'GameIndex#explore');
    try {
      const key = keyOf(chess);
      const keys = this.#keys.data;
      const gameOf = this.#games.data;
      const moveOf = this.#moves.data;
      const count = this.#keys.length;
      const result = this.#result.data;
      const byMove = new Map();
      const sums = { total: 0, white: 0, draws: 0, black: 0 };
      let latest = [];
      let seen = -1;
      for (let i = 0; i < count; i += 1) {
        if (keys[i] !== key) continue;
        const game = gameOf[i];
        // A game that passes the position twice counts once, for its first move from it.
        if (game === seen || !passes(game)) continue;
        seen = game;
        let move = byMove.get(moveOf[i]);
        if (!move) {
          move = {
            code: moveOf[i], games: 0, white: 0, draws: 0, black: 0, ratingSum: 0, rated: 0,
          };
          byMove.set(moveOf[i], move);
        }
        const outcome = result[game];
        move.games += 1;
        sums.total += 1;
        if (outcome === 1) { move.white += 1; sums.white += 1; }
        if (outcome === 2) { move.draws += 1; sums.draws += 1; }
        if (outcome === 3) { move.black += 1; sums.black += 1; }
        const average = this.#averageRating(game);
        if (average) {
          move.ratingSum += average;
          move.rated += 1;
        }
        latest.push(game);
      }
      const date = this.#date.data;
      latest = latest.sort((a, b) => date[b] - date[a] || b - a).slice(0, limit);
      const probe = new Chess(chess.fen(), { chess960: chess.isChess960() });
      const moves = [...byMove.values()].map((move) => {
        const uci = squareName(move.code % 64) + squareName(Math.floor(move.code / 64) % 64) + PROMOTIONS[Math.floor(move.code / 4096)];
        return {
          uci,
          san: sanOf(probe, uci),
          games: move.games,
          white: move.white,
          draws: move.draws,
          black: move.black,
          averageRating: move.rated ? Math.round(move.ratingSum / move.rated) : 0,
        };
      }).sort((a, b) => b.games - a.games || (a.san < b.san ? -1 : 1));
      probe.free();
      return { ...sums, moves, games: latest.map((id) => this.game(id)) };
    } finally {
      if (owned) chess.free();
    }
  }

  /**
   * The index as plain data (typed arrays and string lists) for
   * structured cloning: postMessage, IndexedDB. GameIndex.fromData() reads it back.
   */
  toData() {
    return {
      version: 1,
      maxPlies: this.#maxPlies,
      players: this.#players.strings.slice(),
      texts: this.#texts.strings.slice(),
      columns: Object.fromEntries(Object.entries(this.#columns()).map(([name, column]) => [name, column.values()])),
    };
  }

  /** An index from toData()'s output. */
  /**
   * @param {any} data checked here: it comes from storage
   * @param {{ openings?: any }} [opts]
   */
  static fromData(data, opts = {}) {
    const { openings } = options(opts, 'GameIndex.fromData', ['openings']);
    if (!data || data.version !== 1 || typeof data.columns !== 'object') {
      throw new TypeError(`GameIndex.fromData needs what toData() returned, got ${describe(data)}`);
    }
    const index = new GameIndex({ maxPlies: data.maxPlies, openings });
    index.#players = new StringTable(data.players.slice());
    index.#texts = new StringTable(data.texts.slice());
    const columns = index.#columns();
    for (const name of Object.keys(columns)) {
      const values = data.columns[name];
      if (!(values instanceof columns[name].Type)) throw new TypeError(`GameIndex.fromData: column ${name} is missing or of the wrong type`);
    }
    index.#white = Column.of(data.columns.white);
    index.#black = Column.of(data.columns.black);
    index.#whiteElo = Column.of(data.columns.whiteElo);
    index.#blackElo = Column.of(data.columns.blackElo);
    index.#result = Column.of(data.columns.result);
    index.#date = Column.of(data.columns.date);
    index.#dateText = Column.of(data.columns.dateText);
    index.#speed = Column.of(data.columns.speed);
    index.#plies = Column.of(data.columns.plies);
    index.#event = Column.of(data.columns.event);
    index.#opening = Column.of(data.columns.opening);
    index.#eco = Column.of(data.columns.eco);
    index.#timeControl = Column.of(data.columns.timeControl);
    index.#offset = Column.of(data.columns.offset);
    index.#length = Column.of(data.columns.length);
    index.#keys = Column.of(data.columns.keys);
    index.#games = Column.of(data.columns.games);
    index.#moves = Column.of(data.columns.moves);
    // One length for the columns of games, another for those of entries.
    const lengths = (names) => new Set(names.map((name) => data.columns[name].length)).size;
    const perGame = Object.keys(columns).filter((name) => !ENTRY_COLUMNS.includes(name));
    if (lengths(perGame) !== 1 || lengths(ENTRY_COLUMNS) !== 1) {
      throw new TypeError('GameIndex.fromData: the columns have different lengths');
    }
    return index;
  }

  #columns() {
    return {
      white: this.#white,
      black: this.#black,
      whiteElo: this.#whiteElo,
      blackElo: this.#blackElo,
      result: this.#result,
      date: this.#date,
      dateText: this.#dateText,
      speed: this.#speed,
      plies: this.#plies,
      event: this.#event,
      opening: this.#opening,
      eco: this.#eco,
      timeControl: this.#timeControl,
      offset: this.#offset,
      length: this.#length,
      keys: this.#keys,
      games: this.#games,
      moves: this.#moves,
    };
  }

  #averageRating(game) {
    const white = this.#whiteElo.data[game];
    const black = this.#blackElo.data[game];
    if (white && black) return (white + black) / 2;
    return white || black;
  }

  /** A function telling whether game `id` passes `filter` (see GameFilter in index.d.ts). */
  #matcher(filter, what) {
    if (filter === null || typeof filter !== 'object') throw new TypeError(`${what}: the filter must be an object, got ${describe(filter)}`);
    for (const key of Object.keys(filter)) {
      if (!FILTER_KEYS.includes(key)) throw new TypeError(`${what}: unknown filter ${describe(key)} (known: ${FILTER_KEYS.join(', ')})`);
    }
    const {
      player, color, result, opening, minRating, maxRating, speeds, since, until,
    } = filter;
    const tests = [];
    if (color !== undefined && color !== 'white' && color !== 'black') throw new TypeError(`${what}: color must be 'white' or 'black', got ${describe(color)}`);
    if (player !== undefined && player !== '') {
      if (typeof player !== 'string') throw new TypeError(`${what}: player must be a string, got ${describe(player)}`);
      // The words asked for, each part of the name, in any order ('Ju Wenjun' finds 'Ju, Wenjun').
      const wanted = nameWords(player);
      const matches = flags(this.#players.strings, (name) => {
        const words = nameWords(name).join(' ');
        return wanted.every((word) => words.includes(word));
      });
      const white = this.#white.data;
      const black = this.#black.data;
      if (color === 'white') tests.push((id) => matches[white[id]] === 1);
      else if (color === 'black') tests.push((id) => matches[black[id]] === 1);
      else tests.push((id) => matches[white[id]] === 1 || matches[black[id]] === 1);
    }
    if (result !== undefined) {
      const code = RESULT_CODES[result];
      if (code === undefined) throw new TypeError(`${what}: result must be '1-0', '0-1' or '1/2-1/2', got ${describe(result)}`);
      const results = this.#result.data;
      tests.push((id) => results[id] === code);
    }
    if (opening !== undefined && opening !== '') {
      if (typeof opening !== 'string') throw new TypeError(`${what}: opening must be a string, got ${describe(opening)}`);
      const wanted = opening.toLowerCase();
      const named = flags(this.#texts.strings, (text) => text.includes(wanted));
      const ecoMatch = flags(this.#texts.strings, (text) => text.startsWith(wanted));
      const openings = this.#opening.data;
      const ecos = this.#eco.data;
      tests.push((id) => named[openings[id]] === 1 || ecoMatch[ecos[id]] === 1);
    }
    for (const [name, value] of [['minRating', minRating], ['maxRating', maxRating]]) {
      if (value !== undefined && !(Number.isFinite(value) && value >= 0)) throw new TypeError(`${what}: ${name} must be a non-negative number, got ${describe(value)}`);
    }
    if (minRating !== undefined || maxRating !== undefined) {
      const low = minRating ?? 0;
      const high = maxRating ?? Infinity;
      tests.push((id) => {
        const average = this.#averageRating(id);
        return average > 0 && average >= low && average <= high;
      });
    }
    if (speeds !== undefined) {
      if (!Array.isArray(speeds) || speeds.some((speed) => !SPEEDS.includes(speed))) {
        throw new TypeError(`${what}: speeds must be a list of ${SPEEDS.join(', ')}, got ${describe(speeds)}`);
      }
      const allowed = new Uint8Array(SPEEDS.length + 1);
      for (const speed of speeds) allowed[SPEEDS.indexOf(speed) + 1] = 1;
      const speedOfGame = this.#speed.data;
      tests.push((id) => allowed[speedOfGame[id]] === 1);
    }
    if (since !== undefined || until !== undefined) {
      const from = since === undefined ? 0 : dateNumber(since, 0);
      const to = until === undefined ? 99999999 : dateNumber(until, 99);
      if ((since !== undefined && !from) || (until !== undefined && !dateNumber(until))) {
        throw new TypeError(`${what}: since and until must be dates as '2024.05.17', '2024-05' or '2024', got ${describe(since ?? until)}`);
      }
      const dates = this.#date.data;
      tests.push((id) => dates[id] !== 0 && dates[id] >= from && dates[id] <= to);
    }
    if (tests.length === 0) return () => true;
    return (id) => tests.every((test) => test(id));
  }
}

/** One flag a string (1 where `test` holds for its lower case): what a filter asks of each name once, not of each game. */
/** A player's name as the filter compares it: its words, in lower case, without accents or punctuation. */
function nameWords(name) {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(/[\s,.;:'"()_-]+/u).filter(Boolean);
}

function flags(strings, test) {
  const out = new Uint8Array(strings.length);
  strings.forEach((text, i) => { out[i] = test(text.toLowerCase()) ? 1 : 0; });
  return out;
}

const squareName = (index) => 'abcdefgh'[index % 8] + String(Math.floor(index / 8) + 1);

/** The move's SAN in the position (its UCI when the rules refuse it: a key collision). */
function sanOf(probe, uci) {
  try {
    const { san } = probe.move(uci);
    probe.undo();
    return san;
  } catch {
    return uci;
  }
}
