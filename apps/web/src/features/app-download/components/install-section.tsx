import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One way to install: a card whose heading opens and closes its steps. The visitor's own platform
 * comes first, open and marked.
 */
export function InstallSection({
  kind,
  icon,
  current,
  defaultOpen,
  steps,
  children,
}: {
  kind: string;
  icon: ReactNode;
  current: boolean;
  defaultOpen: boolean;
  steps: { icon: ReactNode; text: string }[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const titleId = useId();
  const bodyId = useId();
  return (
    <section className="card install-section" aria-labelledby={titleId} data-current={current} data-testid={`install-${kind}`}>
      <h2 className="install-section-head">
        <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)}>
          <span className="install-section-icon" aria-hidden>
            {icon}
          </span>
          <span className="install-section-title" id={titleId}>
            {t(`appDownload.${kind}.title`)}
          </span>
          {current && <span className="install-section-badge">{t('appDownload.yourDevice')}</span>}
          <ChevronDown size={18} aria-hidden className="install-section-chevron" />
        </button>
      </h2>
      <div id={bodyId} className="install-section-body" hidden={!open}>
        <p className="install-section-intro">{t(`appDownload.${kind}.intro`)}</p>
        {children}
        <ol className="install-steps" aria-label={t('appDownload.steps')}>
          {steps.map((step, index) => (
            <li key={step.text}>
              <span className="install-step-number" aria-hidden>
                {index + 1}
              </span>
              <span className="install-step-text">{step.text}</span>
              <span className="install-step-icon" aria-hidden>
                {step.icon}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
