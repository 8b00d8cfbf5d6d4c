import { findGame } from '@rgs/schema';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The operator's form to grant the player free bets: only the games shown that take free bets (the
 * catalog says which), a stake in USD and a quantity. Nothing when none of them does.
 */
function renderGrantForm(games: readonly string[]): string {
  const options = games
    .map((key) => findGame(key))
    .filter((game) => game?.freeBets === true)
    .map((game) => `<option value="${escapeHtml(game!.key)}">${escapeHtml(game!.title)}</option>`);
  if (options.length === 0) return '';
  return `<section id="grant" aria-labelledby="grant-title">
  <h2 id="grant-title">Grant free bets</h2>
  <form id="grant-form">
    <div><label for="grant-game">Game</label><select id="grant-game" name="game" required>${options.join('')}</select></div>
    <div><label for="grant-stake">Stake (USD)</label><input id="grant-stake" name="betAmount" type="number" inputmode="decimal" min="0" step="any" value="1" required></div>
    <div><label for="grant-quantity">Quantity</label><input id="grant-quantity" name="quantity" type="number" inputmode="numeric" min="1" max="1000" step="1" value="3" required></div>
    <button type="submit">Grant free bets</button>
  </form>
  <p id="grant-result" role="status"></p>
</section>`;
}

/** The demo operator's page: pick a game, play it through embed.js, watch the wallet balance move, grant free bets. */
export function renderDemoPage(options: { playUrl: string; games: readonly string[]; userId: string }): string {
  const data = JSON.stringify({ games: options.games, userId: options.userId }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo casino</title>
<style>
body{margin:0;font:15px/1.4 system-ui,sans-serif;background:#f6f8fa;color:#1f2328}
header{display:flex;flex-wrap:wrap;gap:12px;align-items:center;padding:12px 16px;background:#fff;border-bottom:1px solid #d0d7de}
main{max-width:960px;margin:0 auto;padding:16px}
nav{display:flex;gap:8px;flex-wrap:wrap}
button{font:inherit;padding:8px 12px;border-radius:6px;border:1px solid #d0d7de;background:#fff;cursor:pointer}
button[aria-pressed=true]{background:#1f2328;color:#fff}
#balance{font-weight:600}
h1{margin:0;font-size:inherit}
#grant{margin:0 0 16px;padding:12px 16px;background:#fff;border:1px solid #d0d7de;border-radius:6px}
#grant h2{margin:0 0 8px;font-size:16px}
#grant form{display:flex;flex-wrap:wrap;gap:12px;align-items:end}
#grant form>div{display:flex;flex-direction:column;gap:4px}
#grant label{font-size:13px}
#grant input,#grant select{font:inherit;padding:6px 8px;border:1px solid #8c959f;border-radius:6px;background:#fff;color:inherit}
#grant input{width:8em}
#grant-result{margin:8px 0 0;min-height:1.4em}
#grant-result[data-outcome=refused]{color:#b42318}
:focus-visible{outline:2px solid #0969da;outline-offset:2px}
</style>
</head>
<body>
<header>
  <h1>Demo casino</h1>
  <nav id="games" aria-label="games"></nav>
  <span>Player <code id="user"></code></span>
  <span>Wallet balance: <span id="balance" aria-live="polite">…</span></span>
  <button id="topup">Top up 100</button>
</header>
<main>
${renderGrantForm(options.games)}
<div id="game"></div>
</main>
<script>window.DEMO = ${data};</script>
<script src="/demo.js"></script>
<script async src="${options.playUrl}/embed.js"></script>
</body>
</html>
`;
}

/** The page's script (served as /demo.js so the page needs no inline code beyond its data). */
export const DEMO_SCRIPT = `
(function () {
  var demo = window.DEMO, user = demo.userId;
  document.getElementById('user').textContent = user;
  function refresh() {
    fetch('/players/' + encodeURIComponent(user)).then(function (r) { return r.ok ? r.json() : null; }).then(function (p) {
      document.getElementById('balance').textContent = p ? String(p.balance) : '—';
    });
  }
  function play(game) {
    document.querySelectorAll('#games button').forEach(function (b) { b.setAttribute('aria-pressed', String(b.dataset.game === game)); });
    // Free bets are granted for the game on show unless the operator picks another.
    var grantGame = document.getElementById('grant-game');
    if (grantGame && Array.prototype.some.call(grantGame.options, function (o) { return o.value === game; })) grantGame.value = game;
    // The operator backend creates the session with its secret; the page only ever sees the player token.
    fetch('/launch', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId: user, game: game }) })
      .then(function (r) { return r.json(); })
      .then(function (s) {
        var host = document.getElementById('game');
        host.innerHTML = '';
        var el = document.createElement('div');
        el.dataset.serviceGame = game;
        el.dataset.token = s.token;
        el.dataset.initialHeight = '640';
        host.appendChild(el);
        refresh();
      });
  }
  demo.games.forEach(function (game) {
    var b = document.createElement('button');
    b.textContent = game; b.dataset.game = game;
    b.addEventListener('click', function () { play(game); });
    document.getElementById('games').appendChild(b);
  });
  var grantForm = document.getElementById('grant-form'), granting = false;
  if (grantForm) grantForm.addEventListener('submit', function (e) {
    e.preventDefault();
    if (granting) return;
    var button = grantForm.querySelector('button'), result = document.getElementById('grant-result');
    var game = grantForm.elements.game.value;
    // aria-disabled, not disabled: a disabled button would drop the keyboard focus to the page.
    granting = true;
    button.setAttribute('aria-disabled', 'true');
    result.removeAttribute('data-outcome');
    result.textContent = 'Granting…';
    // The operator backend issues the grant with its secret; the page never sees it.
    fetch('/grant-free-bets', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({
      userId: user, game: game, betAmount: grantForm.elements.betAmount.value, quantity: grantForm.elements.quantity.value
    }) })
      .then(function (r) { return r.json().then(function (body) { return { ok: r.ok, body: body }; }); })
      .then(function (answer) {
        var g = answer.body;
        if (!answer.ok) {
          result.dataset.outcome = 'refused';
          result.textContent = 'Not granted: ' + (g && g.message ? g.message : 'the service refused');
          return;
        }
        result.dataset.outcome = 'granted';
        result.textContent = 'Granted ' + g.quantity + ' free bet' + (g.quantity === 1 ? '' : 's') + ' of ' + g.betAmount + ' USD on ' + g.game + ' (' + g.freeBetId + ').';
        // A game reads the player's free bets when it starts: start the granted one afresh.
        play(g.game);
      })
      .catch(function () {
        result.dataset.outcome = 'refused';
        result.textContent = 'Not granted: the service could not be reached';
      })
      .finally(function () { granting = false; button.removeAttribute('aria-disabled'); });
  });
  document.getElementById('topup').addEventListener('click', function () {
    fetch('/players/' + encodeURIComponent(user) + '/deposit', { method: 'POST', body: '{"amount":100}' }).then(refresh);
  });
  window.addEventListener('message', function (e) {
    var t = e.data && e.data.type;
    if (t === 'balance_update' || t === 'bet_result') refresh();
  });
  refresh();
  var first = new URLSearchParams(location.search).get('game') || demo.games[0];
  if (first) play(first);
})();
`;
