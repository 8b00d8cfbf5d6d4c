// Fairness and my bets, with a round's details: they share their look and their checks, so they
// arrive as one chunk the first time either opens. (Apart, their shared styles would be a chunk of
// their own named after `panel.styles.ts`, a name the play origin's asset route does not serve.)
import '../fairness/fairness-panel';
import '../history/history';
import '../history/round-detail';
