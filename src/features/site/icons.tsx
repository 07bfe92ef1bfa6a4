// Decorative line icons drawn inline: a few hundred bytes of path data instead of image requests.

const paths = {
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M9 12l2 2 4-4',
  lock: 'M5 11h14v10H5z M8 11V8a4 4 0 0 1 8 0v3 M12 15v2',
  phone: 'M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1z M11 18h2',
  key: 'M8 16a4 4 0 1 1 3.5-2L20 5.5 M17 8.5l2 2 M15 10.5l2 2',
  alert: 'M12 3l10 18H2z M12 10v4 M12 17v.5',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  percent: 'M19 5L5 19 M7 5a2 2 0 1 0 0 4 2 2 0 0 0 0-4z M17 15a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  target: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z M12 11.5v1',
  wallet: 'M3 7h18v13H3z M3 7l3-4h12l3 4 M16 13.5h2',
  dollar: 'M12 2v20 M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6',
  card: 'M2 6h20v12H2z M2 10h20 M6 15h4',
  repeat: 'M17 2l4 4-4 4 M3 12v-2a4 4 0 0 1 4-4h14 M7 22l-4-4 4-4 M21 12v2a4 4 0 0 1-4 4H3',
  bank: 'M3 10l9-6 9 6z M5 10v8 M10 10v8 M14 10v8 M19 10v8 M3 21h18',
  send: 'M3 11l18-8-8 18-2-8z M11 13l10-10',
  stash: 'M4 8h16v12H4z M8 8V5h8v3 M4 13h16',
  users: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M3 20c0-3 3-5 6-5s6 2 6 5 M16 5a3 3 0 0 1 0 6 M18 15c2 .5 3 2.5 3 5',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  cart: 'M3 4h2l2 11h11l2-8H6 M9 20h.01 M17 20h.01',
  gift: 'M4 10h16v10H4z M2 7h20v3H2z M12 7v13 M12 7C10 3 6 4 8 7 M12 7c2-4 6-3 4 0',
  chart: 'M4 20V10 M10 20V4 M16 20v-7 M2 21h20',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 32 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}
