export { gameUrl, installEmbed, routeOf } from './embed/install-embed';
export { builtGames, readGameBundle, type GameBundle } from './play/game-bundle';
export { readPageParams, renderGamePage, type PageParams } from './play/game-page';
export { createPlayApp, createPlayServer, type PlayServerOptions } from './play/play-server';
