/** A line drawing of a brilliant-cut stone, decorating the wide hero; purely ornamental (aria-hidden). */
export function HeroArt() {
  return (
    <svg className="gb-hero__art" viewBox="0 0 400 360" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round">
        <path d="M90 40h220l80 90-190 220L10 130z" />
        <path d="M10 130h380M90 40l40 90M310 40l-40 90M200 40l-70 90M200 40l70 90M130 130l70 220M270 130l-70 220M130 130l-40-90M270 130l40-90" />
        <path d="M90 40l-80 90M310 40l80 90" opacity=".5" />
      </g>
      <path d="M90 40h220l-40 90H130z" fill="currentColor" opacity=".08" />
    </svg>
  );
}
