"""Builds Sources/Ephemeris/Resources/de440.eph: Chebyshev tables of apparent geocentric positions
fitted to JPL DE440 through Skyfield, 1800-2200.

What is tabulated per body, in the ecliptic of date: longitude from the MEAN equinox (apparent
longitude minus IAU 2000A nutation in longitude, which Swift adds back; the nutation's 9-14 day terms
would otherwise cost many coefficients), latitude, distance. Light time and aberration are in the
table; deflection by the Sun is not (it is sharp near conjunction and Swift applies it exactly).
The true node row holds the osculating node of the geometric Moon (same frame, same equinox rule).

Format (little-endian): magic "ASEPH001", u32 body count, then per body a header
  u8 code, f64 start JD (TT), f64 interval days, u32 interval count, 3 x u8 coefficient counts,
  3 x f64 quantum (deg, deg, au)
followed by all coefficients: per body, per interval, per component, zigzag LEB128 varints of
round(coefficient / quantum).  Usage: python3 make_tables.py [output path]
"""
import struct, sys, time
import numpy as np
import sky

START = 2378480.5          # 1799-12-16 TT, so that 1800-01-01 UT is covered
SPAN = 146176.0            # to 2200-03-03 TT; a multiple of every interval length below
ARCSEC = 1 / 3600
ANGLE_QUANTUM = 0.001 * ARCSEC
TRUNCATION = 0.002 * ARCSEC  # dropped Chebyshev terms may add at most this much
# code, name, interval days, fitted degree, distance quantum (au; truncation allows 4 quanta, about 1e-7
# of the distance), angle tolerance multiplier (the true node needs only 5")
BODIES = [
    (0, 'sun', 16, 14, 2.5e-8, 1), (1, 'moon', 8, 18, 6e-11, 1), (2, 'mercury', 16, 20, 5e-8, 1),
    (3, 'venus', 16, 16, 5e-8, 1), (4, 'mars', 16, 16, 5e-8, 1), (5, 'jupiter', 32, 16, 2e-7, 1),
    (6, 'saturn', 32, 16, 2e-7, 1), (7, 'uranus', 32, 16, 2e-7, 1), (8, 'neptune', 32, 16, 2e-7, 1),
    (9, 'pluto', 32, 16, 2e-7, 1), (11, 'trueNode', 8, 24, 6e-11, 5),
]


def samples(name, jd):
    """Mean-equinox longitude, latitude, distance at TT instants."""
    if name == 'trueNode':
        lon, dist = sky.osculating_node(jd)
        lat = np.zeros_like(lon)
    else:
        lon, lat, dist = sky.apparent(name, jd, deflectors=())
    lon = lon - sky.nutation_longitude_deg(sky.TS.tt_jd(jd))
    return lon, lat, dist


def fit(name, days, degree):
    count = int(SPAN / days)
    n = degree + 1
    x = np.cos(np.pi * (np.arange(n) + 0.5) / n)
    starts = START + days * np.arange(count)
    jd = (starts[:, None] + (x[None, :] + 1) / 2 * days).ravel()
    parts = [samples(name, jd[i:i + 200_000]) for i in range(0, len(jd), 200_000)]
    lon, lat, dist = (np.concatenate([p[k] for p in parts]).reshape(count, n) for k in range(3))
    lon = np.degrees(np.unwrap(np.radians(lon), axis=1))
    basis = np.polynomial.chebyshev.chebvander(x, degree)           # values = basis @ coefs
    inverse = np.linalg.inv(basis)
    return starts, [(inverse @ comp.T).T for comp in (lon, lat, dist)]  # each (count, n)


def kept_terms(coefs, tolerance):
    tail = np.cumsum(np.abs(coefs[:, ::-1]), axis=1)[:, ::-1].max(axis=0)  # tail[k] = max sum_{j>=k}
    for k in range(1, coefs.shape[1]):
        if tail[k] <= tolerance:
            return k
    return coefs.shape[1]


def varints(values):
    out = bytearray()
    for v in values.tolist():
        z = (v << 1) ^ (v >> 63)
        while z >= 0x80:
            out.append((z & 0x7F) | 0x80)
            z >>= 7
        out.append(z)
    return out


def main(path):
    header, body = bytearray(b'ASEPH001' + struct.pack('<I', len(BODIES))), bytearray()
    for code, name, days, degree, dist_q, loose in BODIES:
        t0 = time.time()
        starts, comps = fit(name, days, degree)
        quanta = [ANGLE_QUANTUM * loose, ANGLE_QUANTUM * loose, dist_q]
        tolerances = [TRUNCATION * loose, TRUNCATION * loose, dist_q * 4]
        keep = [kept_terms(c, tol) for c, tol in zip(comps, tolerances)]
        ints = [np.rint(c[:, :k] / q).astype(np.int64) for c, k, q in zip(comps, keep, quanta)]
        blob = varints(np.concatenate(ints, axis=1).ravel())
        header += struct.pack('<BddI3B3d', code, START, float(days), len(starts), *keep, *quanta)
        body += blob
        print(f'{name}: {days} d x {len(starts)}, terms {keep}, {len(blob) / 1e6:.2f} MB, {time.time() - t0:.0f} s',
              file=sys.stderr, flush=True)
    with open(path, 'wb') as f:
        f.write(header + body)
    print(f'wrote {path}: {(len(header) + len(body)) / 1e6:.2f} MB', file=sys.stderr)


if __name__ == '__main__':
    main(sys.argv[1] if len(sys.argv) > 1 else 'Sources/Ephemeris/Resources/de440.eph')
