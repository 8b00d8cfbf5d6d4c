/** The demo operator's page: pick a game, play it through embed.js, watch the wallet balance move. */
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
</style>
</head>
<body>
<header>
  <strong>Demo casino</strong>
  <nav id="games" aria-label="games"></nav>
  <span>Player <code id="user"></code></span>
  <span>Wallet balance: <span id="balance" aria-live="polite">…</span></span>
  <button id="topup">Top up 100</button>
</header>
<main><div id="game"></div></main>
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
