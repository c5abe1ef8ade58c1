import type { ReactNode } from 'react';
import type { MessageOrigin } from '../../../providers/notification/messageKind';

/** Alerts are error | success | warning | info (default success) and close after 5000 ms (SH-NOTE-9, SH-CONST-8). */
export type AlertType = 'error' | 'success' | 'warning' | 'info';
export const ALERT_DEFAULT_TIMEOUT_MS = 5000;
export const ALERT_VIEW_LABEL = '查看';

export interface AlertOptions {
  /** Text or a node. Text is shown as text unless `origin` is 'server' (then HTML is rendered sanitized). */
  message: ReactNode;
  /** Who wrote the text of `message`/`title`: 'user' (the default, D-SEC-6) or 'server' (SH-NOTE-11). */
  origin?: MessageOrigin;
  type?: AlertType;
  title?: ReactNode;
  /** Milliseconds until it closes; 0 keeps it open. */
  timeout?: number;
  /** Shows the 查看 button; called when pressed (the alert then closes). */
  onView?: () => void;
  /** Extra buttons (Refine's undo). */
  actions?: ReactNode;
  /** An alert with the same key replaces the earlier one. */
  key?: string;
}

export interface AlertItem extends Required<Pick<AlertOptions, 'message' | 'type' | 'timeout' | 'origin'>> {
  id: number;
  key?: string;
  title?: ReactNode;
  onView?: () => void;
  actions?: ReactNode;
  /** Whole seconds left, shown on the close button. */
  secondsLeft: number;
}

type Listener = (alerts: readonly AlertItem[]) => void;

export interface AlertStore {
  show(options: AlertOptions): number;
  close(idOrKey: number | string): void;
  /** One second passed: counts every timed alert down and closes those that reach zero. */
  tick(): void;
  list(): readonly AlertItem[];
  subscribe(listener: Listener): () => void;
}

/** The alerts on screen, counted down by `tick()` once a second (the host runs the clock). Pure, tested alone. */
export function createAlertStore(): AlertStore {
  let alerts: readonly AlertItem[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const publish = (next: readonly AlertItem[]) => {
    alerts = next;
    listeners.forEach((listener) => listener(alerts));
  };
  return {
    show(options) {
      const timeout = options.timeout ?? ALERT_DEFAULT_TIMEOUT_MS;
      const item: AlertItem = {
        id: nextId++,
        key: options.key,
        type: options.type ?? 'success',
        title: options.title,
        message: options.message,
        // Safe unless told otherwise: a caller that forgets to say leaves user text as text.
        origin: options.origin ?? 'user',
        timeout,
        onView: options.onView,
        actions: options.actions,
        secondsLeft: Math.ceil(timeout / 1000),
      };
      const rest = options.key ? alerts.filter((alert) => alert.key !== options.key) : alerts;
      publish([...rest, item]);
      return item.id;
    },
    close(idOrKey) {
      publish(alerts.filter((alert) => alert.id !== idOrKey && alert.key !== idOrKey));
    },
    tick() {
      if (!alerts.some((alert) => alert.timeout > 0)) return;
      publish(
        alerts
          .map((alert) => (alert.timeout > 0 ? { ...alert, secondsLeft: alert.secondsLeft - 1 } : alert))
          .filter((alert) => alert.timeout <= 0 || alert.secondsLeft > 0),
      );
    },
    list: () => alerts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's alerts. */
export const alertStore = createAlertStore();

/** Shows an alert in the AlertHost; returns its id (for closeAlert). */
export function showAlert(options: AlertOptions): number {
  return alertStore.show(options);
}

export function closeAlert(idOrKey: number | string): void {
  alertStore.close(idOrKey);
}
