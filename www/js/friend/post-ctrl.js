// A game with a friend by correspondence (ferrochess/play's Correspondence):
// no connection at all. After each of the player's moves (or draw offer,
// acceptance, resignation) the friend panel shows a link holding the whole
// game (#/play/post/<code>) to send by any messenger; the friend opens it,
// moves, and sends a link back. The games are kept in this browser by id,
// so a link that arrives days later finds its game; a link is checked
// against the game kept here before anything changes (see Correspondence).
// Made by the root controller (ctrl.js); the friend controller hands it the
// page's calls while state.friend.mode is 'post'.
import { gameReplaced, state } from '../state.js';
import { linkTo, postRoute } from '../screens/router.js';
import { forgetCurrentPost, readCurrentPost, readPostGame, writePostGame } from './friend-store.js';
import { loadPlay } from './play-module.js';


/** The correspondence controller, given the root controller (ctrl.js). */
export function createPostCtrl(root) {
  const { view } = root;

  /** The friend panel (state.friend) changed by `changes`, and drawn. */
  function show(changes) {
    state.friend = { ...state.friend, ...changes };
    view.render();
  }
  /** The game on the board, while there is one. */
  let game = null;
  /** A friend's first link, read and waiting for this player's name (the join row). */
  let invitation = null;

  const active = () => game !== null && game.status === 'playing';

  /**
   * The panel for where the game stands; `news`: what the friend's link brought.
   *
   * @param {{ tookBack?: boolean, moves: string[] } | null} [news]
   * @param {string} [code]
   */
  function describe(news = null, code = '') {
    const peer = game.names.peer ?? 'your friend';
    let status;
    if (game.status === 'ended') {
      const { result, reason, winner } = game.result;
      // A resignation or an agreed draw: the board cannot say it.
      if (['resignation', 'agreement'].includes(reason)) state.result = { winner, reason };
      status = `The game is over (${result}, ${reason}): it is in Your games.${code ? ` Send ${peer} this last link so that they see it too.` : ''}`;
    } else if (game.myTurn) {
      const moved = news?.tookBack ? `${peer} took back your last move. ` : news?.moves.length ? `${peer} played ${news.moves.at(-1)}. ` : '';
      const offer = game.drawOffer === 'me' ? ' Your draw offer goes with it.' : game.drawOffer === 'peer' ? ` ${peer} offers a draw: accept it, or decline it by moving.` : '';
      const takeback = game.takebackRequest === 'peer' ? ` ${peer} asks to take back their last move: accept it, or decline it by moving.` : '';
      status = `${moved}Your move: a link for ${peer} comes with it.${offer}${takeback}`;
    } else {
      const asked = game.takebackRequest === 'me' ? ' It asks to take back your last move.' : '';
      status = `Send ${peer} this link (by any messenger or e-mail): it holds the game.${asked} Their answer comes back as a link to open here.`;
    }
    const offer = game.drawOffer === 'peer' ? 'draw' : game.takebackRequest === 'peer' ? 'takeback' : null;
    // Take back asks for this side's last move while the friend has not answered it.
    const canTakeBack = game.status === 'playing' && !game.myTurn && game.takebackRequest === null && game.game.history().length > 0;
    show({
      mode: 'post', role: 'post', offerer: true, phase: game.status === 'ended' ? 'ended' : 'playing', name: game.names.me, peer: game.names.peer, code: code ? linkTo(postRoute(code)) : '', status, error: '', offer, canTakeBack,
    });
  }

  /** Keeps the game (after every change) and gives the code to send when it is the friend's turn or the game just ended here. */
  async function afterChange(news = null, send = true) {
    writePostGame(game.save());
    const code = send && (!game.myTurn || game.status === 'ended') ? await game.code() : '';
    describe(news, code);
  }

  /** Takes `opened` (a Correspondence on the page's game) as the game on the board. */
  function take(opened) {
    game = opened;
    gameReplaced();
    state.playerColor = game.color;
    state.orientation = game.color;
    state.cursor = null;
    state.clock = null;
    state.result = null;
  }

  /** A new game from the Play setup: this player's name and colour; a link at once if the friend moves first. */
  async function start() {
    const { Correspondence } = await loadPlay();
    root.newGame.prepareFriendGame();
    take(Correspondence.start({ name: state.playerName, color: state.colorChoice, game: state.chess }));
    await afterChange();
    view.render();
  }

  /** A friend's link opened (#/play/post/<code>): the game it continues, or a new one to join. */
  async function open(code) {
    const { Correspondence } = await loadPlay();
    let read;
    try {
      read = await Correspondence.open(code, { name: state.playerName });
    } catch (error) {
      notice(`This link holds no game that can be opened: ${error.message}`);
      return;
    }
    const kept = readPostGame(read.match.id);
    read.match.game.free();
    if (!kept) {
      // (A new game's reset forgets any invitation before: this one is kept after it.)
      root.newGame.prepareFriendGame();
      invitation = code;
      show({
        mode: 'post', role: 'post', offerer: false, phase: 'joining', name: state.playerName, peer: read.match.names.peer, code: '', error: '', offer: null,
        status: `${read.match.names.peer} invites you to a game by correspondence (one link per move): choose your name and join.`,
      });
      return;
    }
    // Checked on a game of its own first: a link refused leaves the board as it was.
    try {
      read = await Correspondence.open(code, { kept });
    } catch (error) {
      notice(`This link does not go on from your game with ${kept[kept.me === 'w' ? 'b' : 'w'] ?? 'your friend'}: ${error.message}`);
      return;
    }
    const checked = read.match.save();
    read.match.game.free();
    if (read.news.own) {
      if (game?.id !== kept.id) await openKept(kept);
      notice(`This is the link you sent: ${game.names.peer ?? 'your friend'} has not answered it yet.`);
      return;
    }
    // The game as the link brings it, now on the board.
    if (game?.id !== kept.id) root.newGame.prepareFriendGame();
    take(Correspondence.restore(checked, { game: state.chess }));
    const { news } = read;
    if (game.status === 'ended') root.games.addGame(state.chess.pgn());
    await afterChange(news, false);
    view.announce(news.moves.length ? `${game.names.peer} played ${news.moves.at(-1)}` : '');
    view.render();
    // A premove made while waiting for the friend's link is played now.
    if (news.moves.length) root.game.playPremove();
  }

  /** The game kept here under `saved`, on the board. */
  async function openKept(saved) {
    const { Correspondence } = await loadPlay();
    root.newGame.prepareFriendGame();
    take(Correspondence.restore(saved, { game: state.chess }));
    await afterChange(null, false);
  }

  /** The player joins the friend's game with `name`: the game on the board, this player's move. */
  async function join(name) {
    if (!invitation) return;
    const { Correspondence } = await loadPlay();
    state.playerName = name;
    const code = invitation;
    invitation = null;
    const opened = await Correspondence.open(code, { name, game: state.chess });
    take(opened.match);
    await afterChange(opened.news);
    view.render();
  }

  /** Says `text` on the screen, as it is (not behind a new game's setup). */
  function notice(text) {
    state.setup = false;
    state.notice = text;
    view.render();
  }

  /** Runs one of the game's actions, then keeps the game and shows the link it gives; an error is shown as text. */
  function act(action) {
    if (!game) return;
    try {
      action(game);
    } catch (error) {
      state.error = (error.reason ?? error.message);
      view.render();
      return;
    }
    state.cursor = null;
    if (game.status === 'ended') root.games.addGame(state.chess.pgn());
    afterChange();
  }

  return {
    active,
    start,
    open,
    join,
    /** The player's move on the board; returns the Move. */
    move(san) {
      const played = game.move(san);
      if (game.status === 'ended') root.games.addGame(state.chess.pgn());
      afterChange();
      return played;
    },
    offerDraw: () => act((g) => g.offerDraw()),
    requestTakeback: () => act((g) => g.requestTakeback()),
    resign: () => act((g) => g.resign()),
    accept: () => act((g) => (state.friend?.offer === 'takeback' ? g.acceptTakeback() : g.acceptDraw())),
    decline() {
      if (state.friend?.offer === 'takeback') {
        act((g) => g.declineTakeback());
        return;
      }
      show({ offer: null, status: `You declined the draw: it lapses with your move, and ${game.names.peer} sees it with your next link.` });
    },
    /** After the game: a new one with the same friend, colours swapped; its link to send. */
    async rematch() {
      if (game?.status !== 'ended') return;
      const ended = game;
      root.newGame.prepareFriendGame();
      take(ended.rematch({ game: state.chess }));
      await afterChange();
      view.render();
    },
    /** After a reload: the game kept as the current one comes back on the board. Resolves true if there was one. */
    async restore() {
      const saved = readPostGame(readCurrentPost());
      if (!saved) return false;
      try {
        await openKept(saved);
        view.render();
        return true;
      } catch {
        forgetCurrentPost();
        return false;
      }
    },
    /** The board goes on to another game: this one stays kept for the friend's next link. */
    leave() {
      game = null;
      invitation = null;
      forgetCurrentPost();
    },
  };
}
