import { type FocusEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
import './combobox.css';
import { TextInput } from './text-input.tsx';
import { VisuallyHidden } from './text.tsx';

export interface ComboboxProps<Option> {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** The text in the field, owned by the caller (it searches with it). */
  inputValue: string;
  /** type: the installer typed; choose: an option was chosen and its label fills the field. */
  onInputChange(text: string, reason: 'type' | 'choose'): void;
  /** The suggestions for the text, as the server matched them: shown as given, never filtered again. */
  options: readonly Option[];
  getKey(option: Option): string;
  getLabel(option: Option): string;
  onChoose(option: Option): void;
  /** The suggestions for the text are on their way. */
  loading?: boolean;
  loadingText: string;
  /** Said when there is nothing to choose (too short to search, no match, the search failed). */
  emptyText: string;
  /** Said when suggestions arrive: "3 suggestions". */
  resultsText(count: number): string;
  /** The list never opens (nothing to choose from without a search): the text is the value. */
  listDisabled?: boolean;
  /** Inside the border after the text (a spinner while something runs). */
  endAdornment?: ReactNode;
  onBlur?(event: FocusEvent<HTMLInputElement>): void;
  id?: string;
}

/**
 * A text field that suggests, after WAI-ARIA's combobox pattern with a listbox and list autocomplete
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/): typing opens the suggestions with the first one
 * highlighted (aria-activedescendant: focus stays in the field); ArrowDown and ArrowUp move through them and
 * open the list when it is closed (Alt+ArrowDown without moving); Enter or a tap chooses; Escape closes the
 * list; leaving the field closes it. How many suggestions came, that they load, or that there is none is said
 * in a polite live region as well as shown.
 */
export function Combobox<Option>({
  label,
  helperText,
  error,
  required,
  disabled,
  inputValue,
  onInputChange,
  options,
  getKey,
  getLabel,
  onChoose,
  loading = false,
  loadingText,
  emptyText,
  resultsText,
  listDisabled = false,
  endAdornment,
  onBlur,
  id,
}: ComboboxProps<Option>) {
  const listboxId = `${useId()}-listbox`;
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  // New suggestions: the first is highlighted again (adjusted while rendering, not after a paint).
  const optionsKey = options.map(getKey).join('\n');
  const [shownKey, setShownKey] = useState(optionsKey);
  if (shownKey !== optionsKey) {
    setShownKey(optionsKey);
    setActive(options.length > 0 ? 0 : -1);
  }
  const open = expanded && !listDisabled && !disabled;
  const listed = open && options.length > 0;
  const optionId = (index: number) => `${listboxId}-${index}`;

  useEffect(() => {
    if (listed && active >= 0) {
      document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    }
  });

  /** Opened by typing or a tap: the first suggestion is highlighted, Enter takes it. */
  const openList = () => {
    setExpanded(true);
    setActive(options.length > 0 ? 0 : -1);
  };

  const choose = (option: Option) => {
    onInputChange(getLabel(option), 'choose');
    onChoose(option);
    setExpanded(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (event.altKey) {
          setExpanded(down);
          return;
        }
        if (!open) {
          setExpanded(true);
          setActive(count === 0 ? -1 : down ? 0 : count - 1);
          return;
        }
        if (count === 0) return;
        setActive((current) =>
          current < 0 ? (down ? 0 : count - 1) : (current + (down ? 1 : -1) + count) % count,
        );
        return;
      }
      case 'Enter': {
        const option = listed && active >= 0 ? options[active] : undefined;
        if (option === undefined) return;
        // The form is not submitted: Enter chose.
        event.preventDefault();
        choose(option);
        return;
      }
      case 'Escape':
        if (!open) return;
        // Only the list closes, not a dialog around the field.
        event.preventDefault();
        setExpanded(false);
        return;
    }
  };

  const announcement = !open
    ? ''
    : loading && options.length === 0
      ? loadingText
      : options.length === 0
        ? emptyText
        : resultsText(options.length);

  const popup = open ? (
    <div className="combobox-popup">
      {options.length === 0 ? (
        <div className="combobox-message">{loading ? loadingText : emptyText}</div>
      ) : (
        <div id={listboxId} role="listbox" aria-label={label} className="combobox-listbox">
          {options.map((option, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the field, which points at the option (aria-activedescendant).
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses from the field.
            <div
              key={getKey(option)}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="combobox-option"
              // The field keeps focus (and the phone its keyboard) while an option is tapped.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(option)}
            >
              {getLabel(option)}
            </div>
          ))}
        </div>
      )}
    </div>
  ) : null;

  return (
    <div className="combobox">
      <TextInput
        id={id}
        label={label}
        helperText={helperText}
        error={error}
        required={required}
        disabled={disabled}
        value={inputValue}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listed}
        aria-controls={listed ? listboxId : undefined}
        aria-activedescendant={listed && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        onChange={(event) => {
          onInputChange(event.target.value, 'type');
          openList();
        }}
        onClick={() => {
          if (!open) openList();
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          setExpanded(false);
          onBlur?.(event);
        }}
        endAdornment={endAdornment}
        popup={popup}
      />
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
