import type { VendorCard } from '@lumen/contracts/system/system.contract';
import { ArrowLeft, LogIn, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { VendorLogo } from '@/components/vendor-logo/vendor-logo.tsx';
import './seamless-screen.css';
import { useVendorImage } from '@/lib/image-cdn.ts';

interface SeamlessScreenProps {
  vendor: VendorCard | null;
  gameCode: string | null;
  loggedIn: boolean;
  onBack: () => void;
  onLogin: () => void;
}

/** The seamless game page: a full-width stage for the game, with no footer. */
export function SeamlessScreen({ vendor, gameCode, loggedIn, onBack, onLogin }: SeamlessScreenProps) {
  const vendorImage = useVendorImage();
  const { t } = useTranslation();
  return (
    <div className="seamless">
      <div className="seamless-bar">
        <button type="button" className="btn btn-ghost btn-sm" onClick={onBack}>
          <ArrowLeft size={16} className="flip-rtl" aria-hidden />
          {t('common.back')}
        </button>
        <h1 className="seamless-title">{vendor?.displayName ?? t('seamless.title')}</h1>
        {gameCode && <span className="seamless-code">{gameCode}</span>}
      </div>
      <div className="seamless-stage">
        <div className="seamless-stage-inner">
          {vendor && <VendorLogo src={vendorImage(vendor, 'white')} code={vendor.vassalage} name="" size="lg" />}
          {loggedIn ? (
            <p>{t('seamless.chooseGame')}</p>
          ) : (
            <>
              <p>{t('seamless.loginToPlay')}</p>
              <button type="button" className="btn btn-primary btn-lg" onClick={onLogin}>
                <LogIn size={18} aria-hidden />
                {t('auth.login')}
              </button>
            </>
          )}
          {loggedIn && (
            <button type="button" className="btn btn-ghost" onClick={onBack}>
              <Play size={16} aria-hidden />
              {t('catalogue.exploreGames')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
