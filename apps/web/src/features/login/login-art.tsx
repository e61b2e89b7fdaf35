/** Decorative illustration of the login page: easel, palette and notes (pure SVG, no chart library). */
export function LoginArt() {
  return (
    <svg className="login-art" viewBox="0 0 520 400" role="img" aria-hidden="true">
      <defs>
        <linearGradient id="la-canvas" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.95" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0.75" />
        </linearGradient>
        <linearGradient id="la-wave" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#ffd666" />
          <stop offset="1" stopColor="#ff85c0" />
        </linearGradient>
      </defs>
      <circle cx="420" cy="80" r="46" fill="#ffffff" opacity="0.12" />
      <circle cx="90" cy="320" r="70" fill="#ffffff" opacity="0.08" />
      <g transform="translate(150 40)">
        <path
          d="M40 300 L110 20 L180 300"
          stroke="#ffffff"
          strokeOpacity="0.55"
          strokeWidth="8"
          fill="none"
          strokeLinecap="round"
        />
        <rect x="20" y="60" width="180" height="150" rx="10" fill="url(#la-canvas)" />
        <path
          d="M40 180 C70 120 100 190 130 140 S180 110 185 150"
          stroke="url(#la-wave)"
          strokeWidth="9"
          fill="none"
          strokeLinecap="round"
        />
        <circle cx="80" cy="110" r="16" fill="#ffc53d" />
        <path d="M120 190 l20 -40 l24 40 z" fill="#5cdbd3" opacity="0.9" />
      </g>
      <g transform="translate(40 200)">
        <path
          d="M10 60 C-10 10 60 -15 95 20 C120 45 95 60 80 55 C65 50 60 75 75 85 C90 100 45 110 10 60 z"
          fill="#ffffff"
          opacity="0.92"
        />
        <circle cx="35" cy="40" r="9" fill="#ff7875" />
        <circle cx="60" cy="28" r="9" fill="#ffc53d" />
        <circle cx="84" cy="38" r="8" fill="#69c0ff" />
        <circle cx="30" cy="68" r="8" fill="#95de64" />
      </g>
      <g transform="translate(380 170)" fill="#ffffff">
        <rect x="18" y="0" width="5" height="70" rx="2" />
        <rect x="58" y="-12" width="5" height="70" rx="2" />
        <path d="M20 0 L63 -12 L63 4 L20 16 z" />
        <ellipse cx="12" cy="70" rx="14" ry="10" />
        <ellipse cx="52" cy="58" rx="14" ry="10" />
      </g>
      <g transform="translate(330 300)" fill="#ffffff" opacity="0.8">
        <rect x="10" y="0" width="4" height="46" rx="2" />
        <ellipse cx="5" cy="46" rx="10" ry="7" />
        <path d="M12 0 q18 8 12 26 q-2 -12 -12 -14 z" />
      </g>
    </svg>
  );
}
