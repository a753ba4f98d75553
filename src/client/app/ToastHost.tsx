import { notification } from 'antd';
import { useEffect } from 'react';
import { registerNotificationApi, TOAST_DURATION_SECONDS, TOAST_MAX_VISIBLE } from '../lib/toast';
import { AntdTheme } from '../lib/AntdTheme';

function Notifications() {
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

/** Renders antd notifications inside the themed ConfigProvider for lib/toast. */
export default function ToastHost() {
  return (
    <AntdTheme>
      <Notifications />
    </AntdTheme>
  );
}
