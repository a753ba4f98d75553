import { Button, Modal } from 'antd';
import { toast } from '../../../lib/toast';
import { useInstallPrompt } from '../useInstallPrompt';

export type AppPlatform = 'ios' | 'android' | 'apk';

const PLATFORM_NAMES: Record<AppPlatform, string> = {
  ios: 'iOS app',
  android: 'Android app',
  apk: 'Android APK',
};

/** The browser's own steps, for when it offers no install prompt. */
function ManualSteps({ platform }: { platform: AppPlatform }) {
  if (platform === 'ios') {
    return (
      <ol className="cc-mobile__steps">
        <li>Open this page in Safari on your iPhone or iPad.</li>
        <li>
          Tap the <strong>Share</strong> button, then <strong>Add to Home Screen</strong>.
        </li>
        <li>
          Tap <strong>Add</strong>. ChefConnect opens your dashboard from the new icon.
        </li>
      </ol>
    );
  }
  return (
    <ol className="cc-mobile__steps">
      <li>Open this page in Chrome on your Android phone.</li>
      <li>
        Open the browser menu (⋮), then tap <strong>Install app</strong> or <strong>Add to Home screen</strong>.
      </li>
      <li>Confirm. ChefConnect opens your dashboard from the new icon.</li>
    </ol>
  );
}

interface InstallWebAppDialogProps {
  platform: AppPlatform | null;
  onClose: () => void;
}

/**
 * What a download button honestly does today: there is no native build to download yet, so it
 * offers the installable web app instead.
 */
export function InstallWebAppDialog({ platform, onClose }: InstallWebAppDialogProps) {
  const { install } = useInstallPrompt();

  const installNow = async () => {
    if (!install) return;
    if (await install()) {
      toast.success('Download Started', 'ChefConnect is being added to your home screen.');
      onClose();
    }
  };

  return (
    <Modal open={platform !== null} title="Install the ChefConnect web app" onCancel={onClose} footer={null}>
      {platform && (
        <>
          <p>
            The native {PLATFORM_NAMES[platform]} is not available yet, so there is nothing to download today.
          </p>
          <p>
            Meanwhile, add the ChefConnect web app to your home screen: it opens your dashboard full screen, like an app,
            and needs no download.
          </p>
          {install ? (
            <Button type="primary" onClick={() => void installNow()}>
              Install Web App
            </Button>
          ) : (
            <ManualSteps platform={platform} />
          )}
        </>
      )}
    </Modal>
  );
}
