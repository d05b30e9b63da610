import { FOOD_TONES, PIECE_TONES } from './palette';

type Stops = readonly (readonly [number, string, number?])[];

function stopsXml(stops: Stops): string {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
}

function radial(id: string, stops: Stops, at = 'cx="0.5" cy="0.5" r="0.5"'): string {
  return `<radialGradient id="${id}" ${at}>${stopsXml(stops)}</radialGradient>`;
}

function linear(id: string, stops: Stops, at = 'x1="0" y1="0" x2="1" y2="1"'): string {
  return `<linearGradient id="${id}" ${at}>${stopsXml(stops)}</linearGradient>`;
}

const tri = (colors: readonly string[]): Stops => [
  [0, colors[0] ?? '#fff'],
  [0.62, colors[1] ?? '#ccc'],
  [1, colors[2] ?? '#888'],
];

/** Gradients every scene may reference by id (bounding-box units, so any shape can use them). */
export function sceneDefs(): string {
  const food = Object.entries(FOOD_TONES).map(([name, colors]) => radial(`f-${name}`, tri(colors)));
  // Pieces are lit from the top left, like a window beside the table.
  const pieces = Object.entries(PIECE_TONES).map(([name, colors]) =>
    radial(`p-${name}`, tri(colors), 'cx="0.42" cy="0.38" r="0.62" fx="0.36" fy="0.3"'),
  );
  return `<defs>${[
    ...food,
    ...pieces,
    radial('shadow', [
      [0, '#000', 0.5],
      [0.55, '#000', 0.28],
      [1, '#000', 0],
    ]),
    radial(
      'mound',
      [
        [0, '#fff', 0.3],
        [0.45, '#fff', 0],
        [0.75, '#000', 0.05],
        [1, '#000', 0.4],
      ],
      'cx="0.42" cy="0.4" r="0.6" fx="0.35" fy="0.3"',
    ),
    radial('sheen', [
      [0, '#fff', 0.75],
      [1, '#fff', 0],
    ]),
    radial('oil', [
      [0, '#ffb347', 0],
      [0.7, '#ff9c2a', 0.05],
      [0.88, '#ffae3d', 0.45],
      [1, '#e07a1a', 0],
    ]),
    radial('rim-shade', [
      [0, '#000', 0],
      [0.78, '#000', 0],
      [0.93, '#000', 0.22],
      [1, '#000', 0.35],
    ]),
    radial(
      'vignette',
      [
        [0, '#000', 0],
        [0.65, '#000', 0.05],
        [1, '#000', 0.5],
      ],
      'cx="0.5" cy="0.45" r="0.75"',
    ),
    radial(
      'warm-light',
      [
        [0, '#fff3d6', 0.28],
        [1, '#fff3d6', 0],
      ],
      'cx="0.3" cy="0.2" r="0.7"',
    ),
    radial('plate-white', [
      [0, '#ffffff'],
      [0.7, '#f7f5f0'],
      [0.92, '#e6e1d7'],
      [1, '#cfc8ba'],
    ]),
    radial('plate-well', [
      [0, '#fdfcfa'],
      [0.85, '#f1eee7'],
      [1, '#e2ddd2'],
    ]),
    radial('steel-well', [
      [0, '#eef1f3'],
      [0.6, '#d3d8dc'],
      [0.9, '#b3babf'],
      [1, '#9ea6ac'],
    ]),
    linear('steel', [
      [0, '#f7f9fa'],
      [0.25, '#b4bbc0'],
      [0.5, '#eef1f2'],
      [0.75, '#949ca2'],
      [1, '#dfe3e6'],
    ]),
    radial('clay', [
      [0, '#d0784a'],
      [0.7, '#a54a26'],
      [1, '#76301a'],
    ]),
    linear('clay-rim', [
      [0, '#e49a6b'],
      [0.5, '#b2552c'],
      [1, '#7e3419'],
    ]),
    radial('cup', [
      [0, '#ffffff'],
      [0.8, '#f3f0ea'],
      [1, '#d6d0c4'],
    ]),
  ].join('')}</defs>`;
}
