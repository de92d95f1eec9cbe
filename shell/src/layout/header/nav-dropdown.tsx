import Box from '@mui/material/Box';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { memo, useId, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import type { MenuGroup } from '../navigation/menu-groups';
import { MenuEntry, menuEntryRules } from './menu-entry';
import { radii } from '@site/shared/theme';
import { bareList, closedOnFirstScreen } from '@site/shared/ui/styles';

export const DROPDOWN_WIDTH = 600;

export type DropdownAlign = 'start' | 'center' | 'end';

export interface NavDropdownProps {
  group: MenuGroup;
  /** Open in React's state; undefined until React has taken the header over (CSS opens it meanwhile). */
  open: boolean | undefined;
  align: DropdownAlign;
  onOpen: (groupId: string) => void;
  onClose: (groupId: string) => void;
}

/**
 * Until React has taken over, the group's <li> opens by CSS alone, on hover and on keyboard focus
 * (DesktopNav marks its <nav> `data-menus="css"` until then). Afterwards the button's aria-expanded,
 * which React keeps, is the one switch.
 */
const OPEN_BY_CSS = '[data-menus="css"] li:is(:hover, :focus-within) > &';

/** A text button in the theme's button type, as a plain <button>: its one class is all the markup it needs. */
const triggerSx = {
  typography: 'button',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  px: 1.5,
  py: 0.75,
  border: 0,
  borderRadius: `${radii.pill}px`,
  bgcolor: 'transparent',
  color: 'text.primary',
  cursor: 'pointer',
  '&:hover': { bgcolor: 'action.hover' },
  '& > svg': { mr: -0.5, transition: 'transform 150ms' },
  [`&[aria-expanded="true"], ${OPEN_BY_CSS}`]: {
    color: 'primary.main',
    '& > svg': { transform: 'rotate(180deg)' },
  },
} as const;

/** One class for every panel (each page carries five): where it sits comes from its `data-align`. */
const panelSx = {
  display: 'none',
  [`[aria-expanded="true"] + &, ${OPEN_BY_CSS}`]: { display: 'block' },
  position: 'absolute',
  top: '100%',
  // A paper at elevation 8, without Paper's per-element style attribute.
  bgcolor: 'background.paper',
  boxShadow: 8,
  mt: 1,
  width: DROPDOWN_WIDTH,
  maxWidth: 'calc(100vw - 32px)',
  p: 2,
  borderRadius: 3,
  '&[data-align="start"]': { left: 0 },
  '&[data-align="center"]': { left: '50%', transform: 'translateX(-50%)' },
  '&[data-align="end"]': { right: 0 },
  // An invisible bridge so the pointer can travel from the button to the panel.
  '&::before': { content: '""', position: 'absolute', left: 0, right: 0, top: -12, height: 12 },
} as const;

const entriesSx = { ...bareList, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, ...menuEntryRules } as const;

interface DropdownPanelProps {
  id: string;
  group: MenuGroup;
  align: DropdownAlign;
  ref: RefObject<HTMLDivElement | null>;
}

/** The panel and its entries: the same whether open or not (CSS shows it), so opening never renders it again. */
const DropdownPanel = memo(function DropdownPanel({ id, group, align, ref }: DropdownPanelProps) {
  return (
    <Box id={id} ref={ref} data-align={align} {...closedOnFirstScreen} sx={panelSx}>
      <Box component="ul" aria-label={group.label} sx={entriesSx}>
        {group.items.map((item) => (
          <MenuEntry key={item.href + item.title} item={item} />
        ))}
      </Box>
    </Box>
  );
});

/**
 * One header group: opens on hover, on tap/click and from the keyboard. Memoised: hovering
 * another group renders only the group that opens and the one that closes.
 */
export const NavDropdown = memo(function NavDropdown({ group, open, align, onOpen, onClose }: NavDropdownProps) {
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const openThis = () => onOpen(group.id);
  const closeThis = () => onClose(group.id);

  const focusFirstLink = () => {
    requestAnimationFrame(() => panelRef.current?.querySelector<HTMLAnchorElement>('a')?.focus());
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openThis();
      focusFirstLink();
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      closeThis();
      triggerRef.current?.focus();
    }
  };

  // Focus leaving the group (Tab past the last link) closes it.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closeThis();
  };

  return (
    <Box
      component="li"
      data-group={group.id}
      sx={{ position: 'relative' }}
      onMouseEnter={openThis}
      onMouseLeave={closeThis}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <Box
        component="button"
        type="button"
        ref={triggerRef}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={open ? closeThis : openThis}
        onKeyDown={onTriggerKeyDown}
        sx={triggerSx}
      >
        {group.label}
        <ExpandMore />
      </Box>
      <DropdownPanel id={panelId} ref={panelRef} group={group} align={align} />
    </Box>
  );
});
