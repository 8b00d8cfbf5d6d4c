import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * A reactive-controller host with no element behind it: it keeps the controllers added to it, counts
 * the updates they ask for, and runs their lifecycle only when the test says, so a controller is
 * tested without rendering anything.
 */
export class TestControllerHost implements ReactiveControllerHost {
  readonly controllers: ReactiveController[] = [];
  /** How many updates the controllers have asked for. */
  updates = 0;
  addController(controller: ReactiveController): void {
    this.controllers.push(controller);
  }
  removeController(): void {}
  requestUpdate(): void {
    this.updates++;
  }
  get updateComplete(): Promise<boolean> {
    return Promise.resolve(true);
  }
  /** Tells every controller the host left the page, as an element does when it is removed. */
  disconnect(): void {
    for (const controller of this.controllers) controller.hostDisconnected?.();
  }
}
