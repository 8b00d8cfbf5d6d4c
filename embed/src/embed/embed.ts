import { installEmbed } from './install-embed';

// The play origin is wherever this script was loaded from: `{play_url}/embed.js`.
const script = document.currentScript as HTMLScriptElement | null;
const origin = new URL(script?.src || location.href).origin;
const start = () => installEmbed(window, origin);
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
