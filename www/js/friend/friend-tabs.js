// A game with a friend across this browser's tabs (BroadcastChannel): the
// friend's answer link, opened in another tab, reaches the tab that made the
// link; a game that goes on in one tab is let go by the others, so that only
// one tab plays it and keeps it. Browsers without BroadcastChannel get none
// of this (the answer is pasted instead).
const TABS = 'ferrochess-friend';

const available = () => typeof BroadcastChannel === 'function';

/** This tab, to tell its own messages from the others' (a tab's channels hear each other). */
const THIS_TAB = `${Date.now()}-${Math.random()}`;

/** The inviting tab listens: `onAnswer(code)` for an answer opened in another tab. Returns a function that stops listening. */
export function hearAnswers(onAnswer) {
  if (!available()) return () => {};
  const line = new BroadcastChannel(TABS);
  line.addEventListener('message', ({ data }) => {
    if (data?.type !== 'answer' || typeof data.code !== 'string') return;
    if (onAnswer(data.code)) line.postMessage({ type: 'taken' });
  });
  return () => line.close();
}

/** Hands an answer opened in this tab to the inviting tab: resolves true when one took it (within 2 s), else false. */
export function handOverAnswer(code) {
  if (!available()) return Promise.resolve(false);
  return new Promise((resolve) => {
    const line = new BroadcastChannel(TABS);
    const done = (taken) => {
      line.close();
      clearTimeout(timer);
      resolve(taken);
    };
    const timer = setTimeout(() => done(false), 2000);
    line.addEventListener('message', ({ data }) => {
      if (data?.type === 'taken') done(true);
    });
    line.postMessage({ type: 'answer', code });
  });
}

/** Says to the other tabs that game `id` goes on in this one. */
export function sayGoingOnHere(id) {
  if (!available()) return;
  const line = new BroadcastChannel(TABS);
  line.postMessage({ type: 'going-on', id, tab: THIS_TAB });
  line.close();
}

/** Calls `onElsewhere()` when another tab says game `id` goes on there. Returns a function that stops listening. */
export function hearGoingOnElsewhere(id, onElsewhere) {
  if (!available()) return () => {};
  const line = new BroadcastChannel(TABS);
  line.addEventListener('message', ({ data }) => {
    if (data?.type === 'going-on' && data.id === id && data.tab !== THIS_TAB) onElsewhere();
  });
  return () => line.close();
}
