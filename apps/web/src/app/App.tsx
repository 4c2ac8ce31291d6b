import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { feedback } from '../lib/notify.ts';
import { router } from './router.tsx';
import { useSettings } from '../lib/settings.ts';

dayjs.locale('zh-cn');

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

function FeedbackBridge() {
  const { message, notification, modal } = AntdApp.useApp();
  feedback.message = message;
  feedback.notification = notification;
  feedback.modal = modal;
  return null;
}

export function App() {
  const primaryColor = useSettings((s) => s.primaryColor);
  const colorWeak = useSettings((s) => s.colorWeak);
  useEffect(() => {
    document.body.classList.toggle('color-weak', colorWeak);
    document.documentElement.style.setProperty('--al-primary', primaryColor);
  }, [colorWeak, primaryColor]);
  return (
    <ConfigProvider
      locale={zhCN}
      theme={{ token: { colorPrimary: primaryColor, colorLink: primaryColor } }}
    >
      <AntdApp>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
