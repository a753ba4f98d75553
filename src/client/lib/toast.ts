import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * Toasts callable from anywhere (event handlers, mutation callbacks) without prop drilling.
 * The notification instance comes from app/ToastHost inside the ConfigProvider, so toasts
 * follow the current theme. The host's code loads on the first toast rather than with every
 * page; toasts asked for meanwhile wait in a queue and show as soon as it is ready.
 */
type ShowToast = (api: NotificationInstance) => void;

let notificationApi: NotificationInstance | null = null;
const queue: ShowToast[] = [];
let onFirstRequest: (() => void) | null = null;

/** SPEC.md section 9: at most one toast at a time, shown for 5 s by default. */
export const TOAST_DURATION_SECONDS = 5;
export const TOAST_MAX_VISIBLE = 1;

export function registerNotificationApi(api: NotificationInstance | null): void {
  notificationApi = api;
  if (api) queue.splice(0).forEach((show) => show(api));
}

/** The app shell mounts the host when asked; returns the unsubscribe function. */
export function onToastRequested(listener: () => void): () => void {
  onFirstRequest = listener;
  if (queue.length > 0) listener();
  return () => {
    onFirstRequest = null;
  };
}

function show(showToast: ShowToast): void {
  if (notificationApi) {
    showToast(notificationApi);
    return;
  }
  queue.push(showToast);
  onFirstRequest?.();
}

export const toast = {
  success(title: string, description?: string): void {
    show((api) => api.success({ title, description, role: 'status' }));
  },
  /** The spec's "destructive" toast. */
  error(title: string, description?: string): void {
    show((api) => api.error({ title, description, role: 'alert' }));
  },
};
