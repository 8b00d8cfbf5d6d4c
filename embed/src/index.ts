export { gameUrl, installEmbed, routeOf } from './embed/install-embed';
export { readPageParams, renderGamePage, type PageParams } from './play/game-page';
export { createPlayServer, type PlayServerOptions } from './play/play-server';
