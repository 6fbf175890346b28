// Maps drawn from real geography: country borders and coastlines from Natural Earth (the
// world-atlas package's TopoJSON, shipped inside the package), region positions from the
// knowledge base's coordinates. A region card frames the region among its neighbours and marks
// each one where its latitude and longitude put it, never where a layout would like it.
import { createRequire } from 'node:module';
import type { Region } from '@sommai/knowledge';
import { knowledge } from '@sommai/knowledge';
import { type GeoPermissibleObjects, type GeoProjection, geoBounds, geoContains, geoMercator, geoPath } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Ctx } from '../scene.ts';

const require = createRequire(import.meta.url);

/** The knowledge base says 'USA' and 'England'; Natural Earth names them otherwise. */
const ATLAS_NAMES: Record<string, string> = {
  USA: 'United States of America',
  England: 'United Kingdom',
};

type Country = Feature<Polygon | MultiPolygon, { name: string }>;
type Bounds = [[number, number], [number, number]];
type CountryTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>;

/**
 * One detail level of the atlas. Countries are turned into shapes one at a time, when a frame
 * shows them: the 10m file holds a few hundred thousand points, and a map needs a handful of
 * countries, so nothing else is converted.
 */
class Atlas {
  private readonly topo: CountryTopology;
  readonly names: string[];
  private readonly shapes = new Map<number, Country>();
  private boxes?: Bounds[];

  constructor(detail: '10m' | '50m' | '110m') {
    this.topo = require(`world-atlas/countries-${detail}.json`) as CountryTopology;
    this.names = this.topo.objects.countries.geometries.map(
      (g) => (g.properties as { name?: string } | undefined)?.name ?? '',
    );
  }

  shape(i: number): Country {
    let c = this.shapes.get(i);
    if (!c) {
      c = feature(this.topo, this.topo.objects.countries.geometries[i]) as unknown as Country;
      this.shapes.set(i, c);
    }
    return c;
  }

  find(name: string): Country | undefined {
    const i = this.names.indexOf(name);
    return i < 0 ? undefined : this.shape(i);
  }

  /** Each country's extent in degrees (west, south, east, north), from the coarse atlas where it has the country. */
  bounds(): Bounds[] {
    if (!this.boxes) {
      const coarse = atlas('110m');
      this.boxes = this.names.map((name, i) => {
        const j = coarse.names.indexOf(name);
        return extent(j >= 0 && this !== coarse ? coarse.shape(j) : this.shape(i));
      });
    }
    return this.boxes;
  }
}

/** Plain min/max of a shape's coordinates: a country across the antimeridian spans the globe, and is drawn when in latitude. */
function extent(c: Country): Bounds {
  let w = 180;
  let s = 90;
  let e = -180;
  let n = -90;
  const polys = c.geometry.type === 'Polygon' ? [c.geometry.coordinates] : c.geometry.coordinates;
  for (const poly of polys)
    for (const [lon, lat] of poly[0]) {
      if (lon < w) w = lon;
      if (lon > e) e = lon;
      if (lat < s) s = lat;
      if (lat > n) n = lat;
    }
  return [
    [w, s],
    [e, n],
  ];
}

const atlases = new Map<string, Atlas>();

/** 10m detail for close-ups under about 2.4° (a Bordeaux card needs the Gironde's coast), 50m for wider frames and whole countries. */
function atlas(detail: '10m' | '50m' | '110m'): Atlas {
  let a = atlases.get(detail);
  if (!a) {
    a = new Atlas(detail);
    atlases.set(detail, a);
  }
  return a;
}

export function countryShape(country: string, detail: '10m' | '50m' = '50m') {
  return atlas(detail).find(ATLAS_NAMES[country] ?? country);
}

/** Whether a point lies inside the named country's borders (Natural Earth 10m). */
export function insideCountry(country: string, lat: number, lon: number): boolean {
  const shape = countryShape(country, '10m');
  return shape ? geoContains(shape, [lon, lat]) : false;
}

export interface MapPin {
  id: string;
  name: string;
  lat: number;
  lon: number;
  /** The region the card is about. */
  focus: boolean;
  x: number;
  y: number;
}

export interface RegionMap {
  projection: GeoProjection;
  pins: MapPin[];
  detail: '10m' | '50m';
  country: string;
  /** Span of the framed area in degrees of longitude (close-up or whole country). */
  span: number;
}

type Located = Region & { location: { lat: number; lon: number } };

/** The regions shown beside a region: its siblings under the same parent, or its children. */
function neighbours(region: Region): Located[] {
  const all = knowledge.regions;
  const located = (r: Region): r is Located => r.location !== undefined && r.id !== region.id;
  const children = all.filter((r): r is Located => r.parent === region.id && located(r));
  if (children.length >= 2) return children;
  const siblings = region.parent ? all.filter((r): r is Located => r.parent === region.parent && located(r)) : [];
  return siblings;
}

/** Frames a region and its neighbours in the box and places each at its coordinates. */
export function regionMap(region: Region, box: { x: number; y: number; w: number; h: number }): RegionMap | undefined {
  if (!region.location) return undefined;
  const here = region as Located;
  const near = neighbours(region).slice(0, 10);
  const points: [number, number][] = [here, ...near].map((r) => [r.location.lon, r.location.lat]);
  const lons = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  // At least 1.4° across so the coast and rivers' mouths read; more when the neighbours spread out.
  const spread = Math.max(Math.max(...lons) - Math.min(...lons), (Math.max(...lats) - Math.min(...lats)) * 1.4);
  const half = Math.max(0.7, spread * 0.75);
  const cx = (Math.max(...lons) + Math.min(...lons)) / 2;
  const cy = (Math.max(...lats) + Math.min(...lats)) / 2;
  const frame: GeoPermissibleObjects = {
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'MultiPoint',
      coordinates: [
        [cx - half, cy - half * 0.8],
        [cx + half, cy + half * 0.8],
      ],
    },
  };
  const projection = geoMercator().fitExtent(
    [
      [box.x, box.y],
      [box.x + box.w, box.y + box.h],
    ],
    frame,
  );
  const pins: MapPin[] = [here, ...near].map((r) => {
    const { lat, lon } = r.location;
    const [x, y] = projection([lon, lat]) ?? [0, 0];
    return { id: r.id, name: r.name, lat, lon, focus: r.id === region.id, x, y };
  });
  return { projection, pins, detail: half < 1.2 ? '10m' : '50m', country: region.country, span: half * 2 };
}

export interface MapInk {
  sea: string;
  land: string;
  home: string;
  border: string;
}

/** Sea, land, the region's country a shade apart, and the borders, clipped to the box. */
export function drawMap(ctx: Ctx, map: RegionMap, box: { x: number; y: number; w: number; h: number }, ink: MapInk) {
  const a = atlas(map.detail);
  // What the frame shows, in degrees, with a margin: only those countries are projected.
  const nw = map.projection.invert?.([box.x, box.y]) ?? [-180, 90];
  const se = map.projection.invert?.([box.x + box.w, box.y + box.h]) ?? [180, -90];
  const mx = (se[0] - nw[0]) * 0.2;
  const my = (nw[1] - se[1]) * 0.2;
  const shown = a
    .bounds()
    .map((b, i) => [b, i] as const)
    .filter(([[[w0, s0], [e0, n0]]]) => s0 <= nw[1] + my && n0 >= se[1] - my && w0 <= se[0] + mx && e0 >= nw[0] - mx)
    .map(([, i]) => a.shape(i));
  ctx.save();
  ctx.beginPath();
  ctx.rect(box.x, box.y, box.w, box.h);
  ctx.clip();
  ctx.fillStyle = ink.sea;
  ctx.fillRect(box.x, box.y, box.w, box.h);
  const path = geoPath(map.projection, ctx as unknown as CanvasRenderingContext2D);
  const homeName = ATLAS_NAMES[map.country] ?? map.country;
  ctx.lineWidth = Math.max(1, box.w / 400);
  ctx.strokeStyle = ink.border;
  for (const c of shown) {
    ctx.beginPath();
    path(c);
    ctx.fillStyle = c.properties.name === homeName ? ink.home : ink.land;
    ctx.fill();
    ctx.stroke();
  }
  ctx.restore();
}

/** A small locator: the whole country with the region marked, for context beside a close-up. */
export function drawLocator(
  ctx: Ctx,
  country: string,
  lat: number,
  lon: number,
  box: { x: number; y: number; w: number; h: number },
  ink: MapInk & { pin: string },
) {
  const shape = countryShape(country, '50m');
  if (!shape) return;
  // Mainland framing: overseas territories (French Guiana…) would shrink the country to a dot.
  const [[w0, s0], [e0, n0]] = geoBounds(shape);
  const wide = e0 - w0 > 60 || e0 < w0;
  const frame: GeoPermissibleObjects = wide
    ? {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'MultiPoint',
          coordinates: [
            [lon - 8, lat - 6],
            [lon + 8, lat + 6],
          ],
        },
      }
    : shape;
  void s0;
  void n0;
  const projection = geoMercator().fitExtent(
    [
      [box.x, box.y],
      [box.x + box.w, box.y + box.h],
    ],
    frame,
  );
  ctx.save();
  ctx.beginPath();
  ctx.rect(box.x, box.y, box.w, box.h);
  ctx.clip();
  const path = geoPath(projection, ctx as unknown as CanvasRenderingContext2D);
  ctx.beginPath();
  path(shape);
  ctx.fillStyle = ink.home;
  ctx.fill();
  ctx.strokeStyle = ink.border;
  ctx.lineWidth = Math.max(1, box.w / 200);
  ctx.stroke();
  const [x, y] = projection([lon, lat]) ?? [0, 0];
  ctx.beginPath();
  ctx.arc(x, y, Math.max(3, box.w / 30), 0, Math.PI * 2);
  ctx.fillStyle = ink.pin;
  ctx.fill();
  ctx.restore();
}
