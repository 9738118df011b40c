import { type ContractParty, OFFERABLE_AGENTS_LIMIT } from '@lumen/contracts/agent/salary.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/data-state/data-state.tsx';
import { keepInView } from '@/lib/keep-in-view.ts';
import './agent-picker.css';

/** How long typing pauses before the picker asks: a name typed at speed is one request, not one a letter. */
export const AGENT_SEARCH_DEBOUNCE_MS = 250;

/** Whom an offer may go to, found by username: the agent centre's agents below, or the desk's top agents. */
export interface AgentSearch {
  /** The answers are kept under this key and the prefix: what invalidates the key asks again. */
  key: readonly unknown[];
  /** The agents whose username starts with `username` (the server answers at most OFFERABLE_AGENTS_LIMIT). */
  search: (username: string, signal: AbortSignal) => Promise<readonly ContractParty[]>;
}

/** `value`, once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * An agent chosen by username, for the offer forms: an editable combobox whose list the server
 * fills (the ARIA combobox pattern with list autocomplete). A select filled in advance stopped at
 * the first 500 agents, and offered no way to find one among them.
 *
 * Typing asks for the agents whose username starts with the text, once typing pauses; ArrowDown
 * opens the list (a click too, on the first agents by username) and moves through it, ArrowUp back,
 * Enter or a click chooses, Escape closes it. The focus stays in the input: options are pointed at
 * (aria-activedescendant), never focused. Changing the text after a choice drops it, so the form
 * only ever holds an agent the server answered. The list says when nothing matches, and a failed
 * search shows why with a retry (reachable with Tab).
 */
export function AgentPicker({
  id,
  label,
  agents,
  selectedId,
  onChange,
  onBlur,
  inputRef,
  invalid = false,
  describedBy,
}: {
  /** The input's id, for its label. */
  id: string;
  /** The field's name, for the list. */
  label: string;
  agents: AgentSearch;
  /** The chosen agent's id; '' for none. */
  selectedId: string;
  onChange: (agent: ContractParty | null) => void;
  onBlur?: () => void;
  /** The form's hold on the input (it focuses a field whose check failed). */
  inputRef?: (input: HTMLInputElement | null) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      inputRef?.(element);
    },
    [inputRef],
  );
  const typed = text.trim().toLowerCase();
  const term = useSettled(typed, AGENT_SEARCH_DEBOUNCE_MS);
  const results = useQuery({
    queryKey: [...agents.key, term],
    queryFn: ({ signal }) => agents.search(term, signal),
    // Only for text that stopped changing: the letters on the way to it are not asked about.
    enabled: open && term === typed,
    // The last answer stays while the next is asked, so the list does not flicker at each letter.
    placeholderData: keepPreviousData,
  });
  // An earlier answer kept on screen shows only its agents that still match: never one the text has left behind.
  const list = (results.data ?? []).filter((agent) => agent.username.startsWith(typed));
  const current = active < list.length ? active : -1;
  const failed = results.isError && !results.isFetching;
  const listShown = open && !failed && list.length > 0;
  // An answer for the text as it stands, not an earlier one kept on screen meanwhile.
  const answered = results.isSuccess && !results.isPlaceholderData && term === typed;
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (agent: ContractParty) => {
    setText(agent.username);
    setOpen(false);
    setActive(-1);
    onChange(agent);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : -1);
        return;
      }
      const n = list.length;
      if (n === 0) return;
      // Round the list both ways; ArrowUp from no agent goes to the last.
      setActive(event.key === 'ArrowDown' ? (current + 1) % n : current <= 0 ? n - 1 : current - 1);
    } else if (event.key === 'Enter' && listShown && current >= 0) {
      // Chooses the agent pointed at instead of sending the form.
      event.preventDefault();
      choose(list[current] as ContractParty);
    } else if (event.key === 'Escape' && open) {
      // Closes the list only, not a dialog around the form.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  /** Focus left the picker (the input, or the retry after a failure): the list closes. */
  const onPickerBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setOpen(false);
    setActive(-1);
    onBlur?.();
  };

  let status = '';
  if (open && !failed) {
    if (!answered) status = list.length === 0 ? t('salary.picker.searching') : '';
    else if (list.length === 0) status = term ? t('salary.picker.none', { text: term }) : t('salary.picker.noneAtAll');
    else if (list.length >= OFFERABLE_AGENTS_LIMIT) status = t('salary.picker.more', { limit: list.length });
    else status = t('salary.picker.found', { count: list.length });
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: not an interaction: focus leaving the input or the retry (focusout bubbles here) closes the list
    <div className="agent-picker" onBlur={onPickerBlur}>
      <div className="agent-picker-input">
        <Search size={16} aria-hidden className="agent-picker-icon" />
        <input
          ref={setInput}
          id={id}
          type="text"
          role="combobox"
          className="input"
          value={text}
          maxLength={32}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('salary.picker.placeholder')}
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listId}
          aria-activedescendant={listShown && current >= 0 ? optionId(current) : undefined}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            if (selectedId !== '') onChange(null);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: not an interaction: a press inside the popup keeps the focus in the input (the list would close on its blur) */}
      <div className="agent-picker-popup" hidden={!open} onMouseDown={(event) => event.preventDefault()}>
        <div id={listId} role="listbox" aria-label={label} className="agent-picker-list" hidden={!listShown} aria-busy={results.isFetching}>
          {list.map((agent, index) => (
            <button
              key={agent.id}
              ref={index === current ? keepInView : undefined}
              id={optionId(index)}
              type="button"
              role="option"
              tabIndex={-1}
              aria-selected={index === current}
              className={`agent-picker-option${index === current ? ' is-active' : ''}${agent.id === selectedId ? ' is-chosen' : ''}`}
              onClick={() => choose(agent)}
            >
              <bdi>{agent.username}</bdi>
            </button>
          ))}
        </div>
        {failed && (
          <LoadError
            error={results.error}
            onRetry={() => {
              // The retry goes away while it asks: the focus returns to the input, which keeps the list open.
              input.current?.focus();
              void results.refetch();
            }}
          />
        )}
        <p className="agent-picker-status" aria-live="polite">
          {status}
        </p>
      </div>
    </div>
  );
}
