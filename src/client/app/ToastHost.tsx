import { notification } from 'antd';
import { useEffect } from 'react';
import { registerNotificationApi, TOAST_DURATION_SECONDS, TOAST_MAX_VISIBLE } from '../lib/toast';

/** Renders antd notifications inside the ConfigProvider (so they are themed) for lib/toast. */
export default function ToastHost() {
  const [api, contextHolder] = notification.useNotification({
    maxCount: TOAST_MAX_VISIBLE,
    duration: TOAST_DURATION_SECONDS,
    placement: 'topRight',
  });
  useEffect(() => {
    registerNotificationApi(api);
    return () => registerNotificationApi(null);
  }, [api]);
  return contextHolder;
}
