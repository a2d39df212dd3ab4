import { defaultDesignSystem, parseDesignSystem } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { designSheet } from './design-sheet.ts';
import { drawOgImage, renderOgImage } from './og-image.ts';

const project = { name: 'Acme Design System', description: 'Colours, type and parts for every Acme product.' };

/** The default design with other heading (and body) fonts: nothing else differs. */
const withFonts = (headingFamily: string, bodyFamily = defaultDesignSystem.typography.bodyFamily) =>
  parseDesignSystem({ ...defaultDesignSystem, typography: { ...defaultDesignSystem.typography, headingFamily, bodyFamily } });

const render = (headingFamily: string, bodyFamily?: string) => {
  const system = withFonts(headingFamily, bodyFamily);
  return renderOgImage(project, system, designSheet(system));
};

describe('the social preview image’s fonts', { timeout: 60_000 }, () => {
  it('draws the heading in the design’s heading font: designs that differ only there give different images', async () => {
    const [inter, playfair] = await Promise.all([render('Inter, ui-sans-serif, sans-serif'), render("'Playfair Display', ui-serif, serif")]);
    expect(inter.equals(playfair)).toBe(false);
  });

  it('draws a family that ships only as a variable font in itself, not in the static stand-in of its kind it used to get', async () => {
    // Inter, Roboto and Montserrat ship only as @fontsource-variable packages (WOFF2, every weight in one file); Lato is
    // the installed static sans font such designs were drawn in before.
    const [inter, roboto, montserrat, lato] = await Promise.all([
      render('Inter, ui-sans-serif, sans-serif'),
      render('Roboto, ui-sans-serif, sans-serif'),
      render('Montserrat, ui-sans-serif, sans-serif'),
      render('Lato, ui-sans-serif, sans-serif'),
    ]);
    for (const [name, image] of Object.entries({ roboto, montserrat, lato })) expect(image.equals(inter), name).toBe(false);
    // The body's variable font too.
    expect((await render('Inter, sans-serif', "'DM Sans', sans-serif")).equals(await render('Inter, sans-serif', 'Lato, sans-serif'))).toBe(false);
  });

  it('draws the bold heading in the variable font’s own bold, not satori’s stroked imitation of its default weight', async () => {
    const system = withFonts('Inter, ui-sans-serif, sans-serif');
    const svg = await drawOgImage(project, system, designSheet(system));
    expect(svg).toContain('<path');
    // satori fakes a weight the font lacks by stroking its outlines; an instance at 700 has it.
    expect(svg).not.toMatch(/stroke/);
  });

  it('draws a stack of system fonts in an installed font of its generic kind', async () => {
    expect((await render('Georgia, ui-serif, serif')).equals(await render("'Libre Baskerville', serif"))).toBe(true);
    expect((await render('Menlo, monospace')).equals(await render("'IBM Plex Mono', monospace"))).toBe(true);
    expect((await render('Helvetica, sans-serif')).equals(await render('Lato, sans-serif'))).toBe(true);
  });
});
