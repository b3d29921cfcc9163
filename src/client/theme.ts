import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { badgeVars, readableColorVariables } from './theme-contrast';

// A deeper fairway green than Mantine's, so white text on it and it on white pass WCAG AA.
const fairway: MantineColorsTuple = [
  '#e9f7ee',
  '#d3eedc',
  '#a7dcb9',
  '#78c993',
  '#52b974',
  '#38ae60',
  '#2a9653',
  '#1f7a43',
  '#1a6638',
  '#12502b',
];

export const theme = createTheme({
  colors: { green: fairway },
  primaryColor: 'green',
  primaryShade: { light: 7, dark: 6 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: '700' },
  components: {
    // A toast's text under its title is gray.6 by default: too faint for WCAG AA.
    Notification: { styles: { description: { color: 'var(--mantine-color-gray-7)' } } },
    // A light alert's title is its color's mid shade, too faint on the tinted ground for WCAG AA
    // with yellow and orange: darken it, keeping the hue.
    Alert: { styles: { title: { color: 'color-mix(in srgb, var(--alert-color) 60%, black)' } } },
    // A badge shows its whole word: never an ellipsis ("MEMBE…"), never squeezed by its row; and its
    // text passes WCAG AA on its ground in both schemes (theme-contrast.ts), so badges set no text colour.
    Badge: { styles: { root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible', textOverflow: 'clip' } }, vars: badgeVars },
    // A spinner is a status: its aria-label ("Loading statements") is then allowed and read out.
    Loader: { defaultProps: { role: 'status' } },
    // The dialogs' × gets a name screen readers can say.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Mantine renders a dialog's title bar as <header>: a second banner landmark beside the page's own.
    ModalHeader: { defaultProps: { component: 'div' } },
    // Every date picker renders a Calendar: its header buttons get names screen readers can say.
    Calendar: {
      defaultProps: {
        ariaLabels: {
          nextMonth: 'Next month',
          previousMonth: 'Previous month',
          nextYear: 'Next year',
          previousYear: 'Previous year',
          nextDecade: 'Next decade',
          previousDecade: 'Previous decade',
        },
      },
    },
  },
});

/**
 * Error text and invalid fields in red.9: Mantine's red.6 on white is 3.3:1, below WCAG AA. Colour text,
 * light and outline badges a shade darker (lighter on the dark scheme) where Mantine's fall below AA.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const readable = readableColorVariables(theme);
  return { variables: {}, light: { ...readable.light, '--mantine-color-error': 'var(--mantine-color-red-9)' }, dark: readable.dark };
};

/** The spec's page width (about 1025px). */
export const PAGE_WIDTH = 1025;
