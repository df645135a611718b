/** The current time. Injected so that tests can move time on (codes expire, limits reset) instead of sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
