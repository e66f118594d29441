import { Box, Paper, Stack, ThemeProvider, Typography, type Theme } from '@mui/material';
import { darkTheme, lightTheme } from '../../src/app/theme';

const colours = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const typeScale = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
] as const;
const spacingSteps = [0.5, 1, 1.5, 2, 3, 4, 6, 8];

function Swatch({ name, bg, fg }: { name: string; bg: string; fg: string }) {
  return (
    <Box sx={{ width: 132 }}>
      <Box
        data-contrast-sample
        sx={{ height: 56, borderRadius: 1, bgcolor: bg, color: fg, p: 1, typography: 'caption' }}
      >
        Aa
      </Box>
      <Typography variant="caption" component="div">
        {name}
      </Typography>
      <Typography variant="caption" component="div" color="text.secondary">
        {bg}
      </Typography>
    </Box>
  );
}

function Mode({ theme, name }: { theme: Theme; name: string }) {
  const { palette } = theme;
  return (
    <ThemeProvider theme={theme}>
      <Paper
        variant="outlined"
        sx={{ p: 3, bgcolor: 'background.default', color: 'text.primary', flex: 1, minWidth: 0 }}
      >
        <Typography variant="h6" component="h2" gutterBottom>
          {name}
        </Typography>
        <Typography variant="overline" component="h3">
          Colour
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
          {colours.map((c) => (
            <Swatch key={c} name={c} bg={palette[c].main} fg={palette[c].contrastText} />
          ))}
          <Swatch
            name="background.default"
            bg={palette.background.default}
            fg={palette.text.primary}
          />
          <Swatch name="background.paper" bg={palette.background.paper} fg={palette.text.primary} />
          <Swatch name="text.primary" bg={palette.text.primary} fg={palette.background.paper} />
          <Swatch name="text.secondary" bg={palette.text.secondary} fg={palette.background.paper} />
        </Box>
        <Typography variant="overline" component="h3">
          Type scale
        </Typography>
        <Stack spacing={1} sx={{ mb: 3 }}>
          {typeScale.map((variant) => {
            const style = theme.typography[variant];
            return (
              <Box
                key={variant}
                sx={{ display: 'flex', alignItems: 'baseline', gap: 2, minWidth: 0 }}
              >
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ width: 150, flexShrink: 0 }}
                >
                  {variant} · {String(style.fontSize)} / {String(style.fontWeight)}
                </Typography>
                <Typography variant={variant} component="div" noWrap>
                  Good morning
                </Typography>
              </Box>
            );
          })}
        </Stack>
        <Typography variant="overline" component="h3">
          Spacing (theme.spacing)
        </Typography>
        <Stack spacing={0.5}>
          {spacingSteps.map((step) => (
            <Box key={step} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Typography variant="caption" color="text.secondary" sx={{ width: 150 }}>
                {step} = {theme.spacing(step)}
              </Typography>
              <Box sx={{ height: 12, width: theme.spacing(step), bgcolor: 'primary.main' }} />
            </Box>
          ))}
        </Stack>
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 2 }}>
          Corner radius {String(theme.shape.borderRadius)} px · font {theme.typography.fontFamily}
        </Typography>
      </Paper>
    </ThemeProvider>
  );
}

/** The MUI theme of src/app/theme.ts as designers check it: colours, type scale, spacing, light and dark. */
export function Foundations() {
  return (
    <Box data-visual sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', p: 1 }}>
      <Mode theme={lightTheme} name="Light" />
      <Mode theme={darkTheme} name="Dark" />
    </Box>
  );
}
