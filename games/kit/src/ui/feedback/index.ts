// Round feedback: the win/loss banner, the counting balance, and the one rule for animation lengths (fast mode, reduced motion).
export { RgsResultBanner, BANNER_ENTER_MS, BANNER_MIN_MS, outcomeOf, type BannerOutcome, type BannerResult } from './result-banner';
export { OutcomeAnimation, type AnimatedOutcome, type OutcomeAnimationOptions } from './outcome-animation';
export { CountUpController, type CountUpOptions } from './count-up-controller';
export { motionDuration, type MotionPreferences } from './motion';
export { ReducedMotionController } from './reduced-motion';
export { browserFrameClock, browserTimers, type FrameClock, type Timers } from './frame-clock';
export { feedbackStrings } from './feedback-strings';
export type { FeedbackStrings } from './translations/feedback-strings';
