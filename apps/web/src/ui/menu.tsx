import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactElement, ReactNode } from 'react';
import './controls.css';

/**
 * A menu under a button (Radix's dropdown menu: arrow keys and typeahead move, Enter or Space chooses, Escape
 * closes and hands focus back to the button; it stays on screen near an edge). `trigger` is the button itself.
 */
export function Menu({ trigger, label, align = 'start', children }: { trigger: ReactElement; label: string; align?: 'start' | 'end'; children: ReactNode }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" aria-label={label} align={align} sideOffset={4} collisionPadding={8} loop>
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export interface MenuOption<T extends string> {
  value: T;
  label: string;
  /** Quieter text at the end of the row (`375 px`). */
  detail?: string;
}

/** One choice among several inside a menu: a titled group of radio items, the chosen one ticked. */
export function MenuChoices<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: readonly MenuOption<T>[]; onChange: (value: T) => void }) {
  return (
    <>
      <DropdownMenu.Label className="menu-label" aria-hidden="true">
        {label}
      </DropdownMenu.Label>
      <DropdownMenu.RadioGroup aria-label={label} value={value} onValueChange={(next) => onChange(options.find((option) => option.value === next)!.value)}>
        {options.map((option) => (
          <DropdownMenu.RadioItem key={option.value} className="menu-item" value={option.value}>
            <span className="menu-check" aria-hidden="true">
              <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
            </span>
            <span className="menu-item-label">{option.label}</span>
            {option.detail ? (
              <>
                {' '}
                <span className="menu-item-detail">{option.detail}</span>
              </>
            ) : null}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </>
  );
}

/** A setting that is on or off, as a ticked item. */
export function MenuToggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <DropdownMenu.CheckboxItem className="menu-item" checked={checked} onCheckedChange={onChange}>
      <span className="menu-check" aria-hidden="true">
        <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
      </span>
      <span className="menu-item-label">{label}</span>
    </DropdownMenu.CheckboxItem>
  );
}

/** A command. `shortcut` is shown at the end of the row, as the help sheet writes it. */
export function MenuAction({ children, icon, shortcut, disabled, onSelect }: { children: ReactNode; icon?: ReactNode; shortcut?: string; disabled?: boolean; onSelect: () => void }) {
  return (
    <DropdownMenu.Item className="menu-item" disabled={disabled} onSelect={onSelect}>
      <span className="menu-check" aria-hidden="true">
        {icon}
      </span>
      <span className="menu-item-label">{children}</span>
      {shortcut ? <kbd className="menu-item-detail">{shortcut}</kbd> : null}
    </DropdownMenu.Item>
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="menu-separator" />;
}

interface ChoiceMenuProps<T extends string> {
  /** Names the setting: `Zoom`. */
  label: string;
  /** Whether the button shows the setting's name beside its value, or its value only (the name still names it). */
  showLabel?: boolean;
  value: T;
  options: readonly MenuOption<T>[];
  onChange: (value: T) => void;
  icon?: ReactNode;
  className?: string;
  disabled?: boolean;
  /** The id of a hint about the choice. */
  describedBy?: string;
  /** What the button shows instead of the chosen option's label (`Vision` while no simulation is on). */
  text?: string;
}

/** A choice among more options than a segmented control holds: a button showing the choice, opening a menu of the options. */
export function ChoiceMenu<T extends string>({ label, showLabel = true, value, options, onChange, icon, className, disabled, describedBy, text }: ChoiceMenuProps<T>) {
  const chosen = options.find((option) => option.value === value)?.label ?? value;
  return (
    <Menu
      label={label}
      trigger={
        <button type="button" className={['menu-trigger', className].filter(Boolean).join(' ')} disabled={disabled} aria-describedby={describedBy}>
          {icon}
          {text === undefined ? (
            <>
              <span className={showLabel ? 'menu-trigger-label' : 'visually-hidden'}>{label}</span>{' '}
              <span className="menu-trigger-value">{chosen}</span>
            </>
          ) : (
            <>
              <span className="menu-trigger-value" aria-hidden="true">
                {text}
              </span>
              <span className="visually-hidden">
                {label}: {chosen}
              </span>
            </>
          )}
          <Chevron />
        </button>
      }
    >
      <MenuChoices label={label} value={value} options={options} onChange={onChange} />
    </Menu>
  );
}

export function Chevron() {
  return (
    <svg className="menu-chevron" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}
