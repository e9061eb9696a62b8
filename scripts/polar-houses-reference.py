"""Reference cusps inside and near the polar circles, where the 301 reference charts do not reach.

Made with the Swiss Ephemeris 2.10.03 (PyPI `pyswisseph`) as an outside reference only: its code is not
used by the project, only these numbers. House cusps need no ephemeris files, just ARMC, obliquity and
latitude. Placidus and Koch are undefined there (swe_houses_armc fails); the record says so.

    python3 -m venv /tmp/se && /tmp/se/bin/pip install pyswisseph==2.10.3.2
    /tmp/se/bin/python scripts/polar-houses-reference.py > Tests/ChartTests/Fixtures/polar_houses.jsonl
"""
import json

import swisseph as swe

OBLIQUITY = 23.4392911
SYSTEMS = {"O": b"O", "R": b"R", "C": b"C", "E": b"E", "W": b"W", "P": b"P", "K": b"K"}

for latitude in (66.0, 66.6, 67.0, 70.0, 75.0, 80.0, 85.0, 89.0):
    for sign in (1, -1):
        for armc in range(0, 360, 15):
            record = {"lat": sign * latitude, "armc": float(armc), "obliquity": OBLIQUITY, "houses": {}}
            for key, code in SYSTEMS.items():
                try:
                    cusps, angles = swe.houses_armc(float(armc), sign * latitude, OBLIQUITY, code)
                except swe.Error:
                    record["houses"][key] = None
                    continue
                record["houses"][key] = list(cusps[:12])
                if key == "O":
                    record["asc"], record["mc"], record["vertex"] = angles[0], angles[1], angles[3]
            print(json.dumps(record))
