import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { ContactDetails } from '../../../components/ContactDetails';
import { usePageMeta } from '../../../components/usePageMeta';
import '../mobile.css';

const STEPS = [
  {
    title: 'Download the profile',
    text: 'Open the ChefConnect iOS download link on your iPhone or iPad, in Safari, and allow the configuration profile to download.',
  },
  {
    title: 'Install the profile',
    text: 'Open Settings, tap Profile Downloaded (or General, then VPN & Device Management), choose the ChefConnect profile and tap Install.',
  },
  {
    title: 'Trust the developer',
    text: 'In Settings, General, VPN & Device Management, tap the ChefConnect developer under Enterprise App and tap Trust.',
  },
  {
    title: 'Download the app',
    text: 'Go back to the download page and tap Install. The ChefConnect icon appears on your home screen; sign in with your username and password.',
  },
];

/** SPEC.md section 2: the 4-step guide, support details and the way back. */
export function IosInstructionsPage() {
  usePageMeta('iOS Installation Instructions', 'How to install the ChefConnect app on an iPhone or iPad.');
  return (
    <section className="cc-section cc-container cc-mobile" aria-labelledby="page-title">
      <Link to="/mobile-setup" className="cc-button cc-button--text cc-button--middle cc-mobile__back">
        <ArrowLeftOutlined aria-hidden />
        Back to Mobile App Setup
      </Link>
      <h1 id="page-title" className="cc-hero__title">
        iOS Installation Instructions
      </h1>
      <Alert
        type="info"
        showIcon
        className="cc-mobile__notice"
        title="The iOS app is not published yet"
        description="These are the steps for when it is. Today, add the ChefConnect web app instead: open ChefConnect in Safari, tap the Share button, then Add to Home Screen."
      />
      <ol className="cc-mobile__guide">
        {STEPS.map((step, index) => (
          <li key={step.title} className="cc-card">
            <h2 className="cc-card__title">
              <span className="cc-mobile__step-number" aria-hidden>
                {index + 1}
              </span>
              {step.title}
            </h2>
            <p className="cc-card__text">{step.text}</p>
          </li>
        ))}
      </ol>
      <div className="cc-panel cc-panel--spaced">
        <h2>Need help?</h2>
        <p className="cc-muted">Our support team can walk you through the installation.</p>
        <ContactDetails />
      </div>
    </section>
  );
}
