"""Writes Tests/EphemerisTests/Fixtures/de440_reference.jsonl: an independent check of the tables,
straight from JPL DE440 through Skyfield at random TT instants (fixed seed): 300 in 1800-1900,
300 in 2100-2200, 200 in 1900-2100. Positions are apparent, geocentric, ecliptic and true equinox of
date, with deflection by the Sun only (as the Swiss Ephemeris); speeds are central differences over
+-0.005 day; the true node is the osculating node of the geometric Moon.
Usage, from the repo root: python3 scripts/ephemeris/make_reference.py
"""
import json, os
import numpy as np
import sky
from skyfield.nutationlib import iau2000a_radians, mean_obliquity

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..')
OUT = os.path.join(ROOT, 'Tests/EphemerisTests/Fixtures/de440_reference.jsonl')
H = 0.005


def year_jd(year):
    return 2451544.5 + (year - 2000) * 365.2425


def main():
    rng = np.random.default_rng(440)
    jd = np.concatenate([rng.uniform(year_jd(1800.01), year_jd(1900), 300),
                         rng.uniform(year_jd(2100), year_jd(2199.99), 300),
                         rng.uniform(year_jd(1900), year_jd(2100), 200)])
    rows = [{'jd_tt': float(j), 'bodies': {}} for j in jd]
    for name in sky.TARGETS:
        lon, lat, dist = sky.apparent(name, jd)
        before, _, _ = sky.apparent(name, jd - H)
        after, _, _ = sky.apparent(name, jd + H)
        speed = ((after - before + 180) % 360 - 180) / (2 * H)
        for row, values in zip(rows, zip(lon, lat, dist, speed)):
            row['bodies'][name] = dict(zip(('lon', 'lat', 'dist', 'speed'), map(float, values)))
    lon, dist = sky.osculating_node(jd)
    before, _ = sky.osculating_node(jd - H)
    after, _ = sky.osculating_node(jd + H)
    speed = ((after - before + 180) % 360 - 180) / (2 * H)
    t = sky.TS.tt_jd(jd)
    dpsi, deps = iau2000a_radians(t)
    eps0 = mean_obliquity(jd) / 3600
    for i, row in enumerate(rows):
        row['bodies']['trueNode'] = {'lon': float(lon[i]), 'lat': 0.0, 'dist': float(dist[i]), 'speed': float(speed[i])}
        row['obliquity'] = {'mean': float(eps0[i]), 'true': float(eps0[i] + np.degrees(deps[i])),
                            'nut_lon': float(np.degrees(dpsi[i])), 'nut_obl': float(np.degrees(deps[i]))}
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, 'w') as f:
        for row in rows:
            f.write(json.dumps(row, separators=(',', ':')) + '\n')
    print(f'wrote {OUT}: {len(rows)} instants')


if __name__ == '__main__':
    main()
