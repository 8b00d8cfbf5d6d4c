import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import { renderTopBar, type ShellPanel, type TopBarView } from './top-bar';

/** What the top bar shows now, less what the controller works out itself (full screen). */
export type TopBarState = Omit<TopBarView, 'fullscreen'>;

/** What the top bar reads of the shell and asks of it. */
export interface TopBarHost {
  readonly view: () => TopBarState;
  readonly open: (panel: ShellPanel) => void;
  /** Turns fast mode on or off (the player's choice). */
  readonly toggleFast: () => void;
}

/**
 * The shell's top bar wired to the shell: its panels, fast mode and full screen, re-rendered when
 * the page enters or leaves full screen.
 */
export class TopBarController implements ReactiveController {
  private readonly onFullscreen = () => this.element.requestUpdate();

  constructor(
    private readonly element: ReactiveControllerHost,
    private readonly host: TopBarHost,
    private readonly doc: Document = document,
  ) {
    element.addController(this);
  }

  /** Follows full screen while connected. */
  hostConnected(): void {
    this.doc.addEventListener('fullscreenchange', this.onFullscreen);
  }

  /** Stops following full screen. */
  hostDisconnected(): void {
    this.doc.removeEventListener('fullscreenchange', this.onFullscreen);
  }

  /** The top bar. */
  render(): TemplateResult {
    const { doc, host } = this;
    const view = host.view();
    const fullscreen = !doc.fullscreenEnabled ? 'none' : doc.fullscreenElement ? 'exit' : 'enter';
    return renderTopBar(
      { ...view, fullscreen },
      {
        open: host.open,
        toggleFast: () => {
          host.toggleFast();
          this.element.requestUpdate();
        },
        toggleFullscreen: () => void (doc.fullscreenElement ? doc.exitFullscreen() : doc.documentElement.requestFullscreen()).catch(() => {}),
      },
    );
  }
}
