import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import type { MenuGroup } from '../navigation/menu-groups';
import { MenuEntry } from './menu-entry';
import { bareList } from '@site/shared/ui/styles';

export const DROPDOWN_WIDTH = 600;

export interface NavDropdownProps {
  group: MenuGroup;
  open: boolean;
  align: 'start' | 'center' | 'end';
  onOpen: () => void;
  onClose: () => void;
}

const panelPosition = {
  start: { left: 0 },
  center: { left: '50%', transform: 'translateX(-50%)' },
  end: { right: 0 },
} as const;

/** One header group: opens on hover, on tap/click and from the keyboard. */
export function NavDropdown({ group, open, align, onOpen, onClose }: NavDropdownProps) {
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const focusFirstLink = () => {
    requestAnimationFrame(() => panelRef.current?.querySelector<HTMLAnchorElement>('a')?.focus());
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      onOpen();
      focusFirstLink();
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onClose();
      triggerRef.current?.focus();
    }
  };

  // Focus leaving the group (Tab past the last link) closes it.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
  };

  return (
    <Box
      component="li"
      sx={{ position: 'relative' }}
      onMouseEnter={onOpen}
      onMouseLeave={onClose}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <Button
        ref={triggerRef}
        color="inherit"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? onClose() : onOpen())}
        onKeyDown={onTriggerKeyDown}
        endIcon={
          <ExpandMore sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />
        }
        sx={{ fontWeight: 650, color: open ? 'primary.main' : 'text.primary', px: 1.5 }}
      >
        {group.label}
      </Button>
      <Paper
        id={panelId}
        ref={panelRef}
        elevation={8}
        hidden={!open}
        sx={{
          position: 'absolute',
          top: '100%',
          mt: 1,
          width: DROPDOWN_WIDTH,
          maxWidth: 'calc(100vw - 32px)',
          p: 2,
          borderRadius: 3,
          ...panelPosition[align],
          // An invisible bridge so the pointer can travel from the button to the panel.
          '&::before': { content: '""', position: 'absolute', left: 0, right: 0, top: -12, height: 12 },
        }}
      >
        <Box
          component="ul"
          aria-label={group.label}
          sx={{ ...bareList, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}
        >
          {group.items.map((item) => (
            <MenuEntry key={item.href + item.title} item={item} />
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
