import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LuMoon, LuSun } from 'react-icons/lu';

export type ColorMode = 'light' | 'dark';

/** Also read by public/color-mode.js before the app starts. */
export const COLOR_MODE_STORAGE_KEY = 'chakra-ui-color-mode';

function readColorMode(): ColorMode {
  try {
    return window.localStorage.getItem(COLOR_MODE_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** Chakra v3 switches tokens on the `dark` class of <html>. */
function applyColorMode(mode: ColorMode) {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
}

interface ColorModeContextValue {
  colorMode: ColorMode;
  setColorMode(mode: ColorMode): void;
  toggleColorMode(): void;
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

/** Light by default, no system mode; the choice is kept in local storage. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [colorMode, setColorModeState] = useState<ColorMode>(readColorMode);

  useEffect(() => {
    applyColorMode(colorMode);
  }, [colorMode]);

  const setColorMode = useCallback((mode: ColorMode) => {
    setColorModeState(mode);
    try {
      window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
    } catch {
      // the choice just will not survive a reload
    }
  }, []);

  const value = useMemo<ColorModeContextValue>(
    () => ({
      colorMode,
      setColorMode,
      toggleColorMode: () => setColorMode(colorMode === 'dark' ? 'light' : 'dark'),
    }),
    [colorMode, setColorMode],
  );
  return <ColorModeContext value={value}>{children}</ColorModeContext>;
}

export function useColorMode(): ColorModeContextValue {
  const context = use(ColorModeContext);
  if (!context) throw new Error('useColorMode must be used inside <ColorModeProvider>');
  return context;
}

export function ColorModeToggle(props: Omit<IconButtonProps, 'aria-label'>) {
  const { colorMode, toggleColorMode } = useColorMode();
  const label = colorMode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={label}
      title={label}
      onClick={toggleColorMode}
      {...props}
    >
      {colorMode === 'dark' ? <LuSun /> : <LuMoon />}
    </IconButton>
  );
}
