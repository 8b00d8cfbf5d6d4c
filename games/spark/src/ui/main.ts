import { SparkGame } from './spark-game';

// The play origin's spark page has an <rgs-spark> element; this bundle gives it life.
if (!customElements.get('rgs-spark')) customElements.define('rgs-spark', SparkGame);
