import { AndroidOutlined, AppleOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink';
import { usePageMeta } from '../../../components/usePageMeta';
import { toast } from '../../../lib/toast';
import { InstallWebAppDialog, type AppPlatform } from '../components/InstallWebAppDialog';
import '../mobile.css';

interface PlatformCard {
  platform: AppPlatform;
  title: string;
  text: string;
  button: string;
  icon: ReactNode;
}

const PLATFORMS: PlatformCard[] = [
  {
    platform: 'ios',
    title: 'iOS',
    text: 'For iPhone and iPad.',
    button: 'Download for iOS',
    icon: <AppleOutlined aria-hidden />,
  },
  {
    platform: 'android',
    title: 'Android',
    text: 'For Android phones and tablets.',
    button: 'Download for Android',
    icon: <AndroidOutlined aria-hidden />,
  },
  {
    platform: 'apk',
    title: 'Direct APK download',
    text: 'For Android devices without Google Play.',
    button: 'Download APK',
    icon: <DownloadOutlined aria-hidden />,
  },
];

export function MobileSetupPage() {
  usePageMeta('Mobile App Setup', 'Manage your ChefConnect bookings and labor bank from your phone.');
  const navigate = useNavigate();
  const [platform, setPlatform] = useState<AppPlatform | null>(null);

  return (
    <section className="cc-section cc-container cc-mobile" aria-labelledby="page-title">
      <h1 id="page-title" className="cc-hero__title">
        Mobile App Setup
      </h1>
      <p className="cc-subtitle">
        Check your bookings, follow your labor bank and reach us from your phone, wherever your kitchen takes you.
      </p>
      <Alert
        type="info"
        showIcon
        className="cc-mobile__notice"
        title="The native apps are on their way"
        description="Our iOS and Android apps are not published yet. Until they are, each button below shows how to add the ChefConnect web app to your home screen: it opens your dashboard like an app."
      />
      <ul className="cc-mobile__platforms">
        {PLATFORMS.map((card) => (
          <li key={card.platform} className="cc-card cc-mobile__platform">
            <span className="cc-mobile__icon">{card.icon}</span>
            <h2 className="cc-card__title">{card.title}</h2>
            <p className="cc-muted">{card.text}</p>
            <Button type="primary" onClick={() => setPlatform(card.platform)}>
              {card.button}
            </Button>
          </li>
        ))}
      </ul>
      <div className="cc-actions">
        <Button
          icon={<AppleOutlined aria-hidden />}
          onClick={() => {
            toast.success('iOS Instructions', 'How to install ChefConnect on your iPhone or iPad.');
            navigate('/mobile-setup/ios-instructions');
          }}
        >
          iOS Installation Instructions
        </Button>
        <ButtonLink to="/dashboard">Return to Dashboard</ButtonLink>
      </div>
      <InstallWebAppDialog platform={platform} onClose={() => setPlatform(null)} />
    </section>
  );
}
