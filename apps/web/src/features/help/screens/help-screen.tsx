import { BookOpen, ChevronDown, LifeBuoy, MessageSquareText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Skeleton } from '@/components/loader/loader.tsx';
import { hashTarget } from '@/lib/hash-target.ts';
import { sanitizeHtml } from '@/lib/sanitize.ts';
import { useHelpCenter } from '../api/get-help-center.ts';
import './help-screen.css';

/**
 * The help centre: every category from the server, opened at the section named by the hash; below,
 * a way to write to the operator when the answers were not enough (`onFeedback` opens it).
 */
export function HelpScreen({ onFeedback }: { onFeedback?: () => void }) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const { data, isPending, isError, refetch } = useHelpCenter();
  const anchor = hashTarget(hash);
  const [openItems, setOpenItems] = useState<Set<string>>(new Set());

  // The sections arrive after navigation; scroll to the hash target once they are drawn.
  useEffect(() => {
    if (!data || !anchor) return;
    const target = document.getElementById(anchor);
    if (!target) return;
    const item = data.categories.flatMap((c) => c.items).find((i) => i.anchor === anchor);
    if (item) setOpenItems((s) => new Set(s).add(item.id));
    target.scrollIntoView({ block: 'start' });
  }, [data, anchor]);

  const toggle = (id: string) =>
    setOpenItems((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="page help-page">
      <header className="help-hero">
        <span className="help-hero-icon" aria-hidden>
          <LifeBuoy size={28} />
        </span>
        <div>
          <h1 className="page-title">{t('help.title')}</h1>
          <p className="page-subtitle">{t('help.subtitle')}</p>
        </div>
      </header>

      {isPending && (
        <div className="help-layout">
          <div className="help-nav card">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={36} />
            ))}
          </div>
          <div className="help-sections">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={160} radius="var(--radius-lg)" />
            ))}
          </div>
        </div>
      )}

      {isError && (
        <div className="empty-state card">
          <p>{t('common.loadFailed')}</p>
          <button type="button" className="btn btn-ghost" onClick={() => void refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}

      {data && data.categories.length === 0 && (
        <div className="empty-state card">
          <BookOpen size={40} aria-hidden />
          <p>{t('help.empty')}</p>
        </div>
      )}

      {data && data.categories.length > 0 && (
        <div className="help-layout">
          <nav className="help-nav card" aria-label={t('help.sections')}>
            <ul className="scroll-fade">
              {data.categories.map((category) => (
                <li key={category.id}>
                  <a href={`#${category.anchor}`} aria-current={anchor === category.anchor ? 'location' : undefined}>
                    {category.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="help-sections">
            {data.categories.map((category) => (
              <section key={category.id} id={category.anchor} className="help-section card" aria-labelledby={`help-${category.id}`}>
                <h2 id={`help-${category.id}`} className="help-section-title">
                  {category.title}
                </h2>
                <ul className="help-items">
                  {category.items.map((item) => {
                    const open = openItems.has(item.id) || category.items.length === 1;
                    return (
                      <li key={item.id} id={item.anchor !== category.anchor ? item.anchor : undefined} className="help-item" data-open={open}>
                        <button type="button" className="help-item-head" aria-expanded={open} onClick={() => toggle(item.id)}>
                          <span>{item.title}</span>
                          <ChevronDown size={18} aria-hidden />
                        </button>
                        {open && (
                          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised operator HTML
                          <div className="help-item-content rich-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.content) }} />
                        )}
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
          </div>
        </div>
      )}

      {onFeedback && !isPending && (
        <section className="help-feedback card" aria-labelledby="help-feedback-title">
          <span className="help-feedback-icon" aria-hidden>
            <MessageSquareText size={24} />
          </span>
          <div className="help-feedback-text">
            <h2 id="help-feedback-title" className="help-feedback-title">
              {t('help.feedback.title')}
            </h2>
            <p>{t('help.feedback.text')}</p>
          </div>
          <button type="button" className="btn btn-primary" onClick={onFeedback}>
            {t('help.feedback.action')}
          </button>
        </section>
      )}
    </div>
  );
}
